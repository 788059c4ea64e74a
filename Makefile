# InkFlow — `make run` starts the app, `make test` runs everything CI runs.
# Both install what a fresh Debian 12 machine lacks (apt packages for Fyne's
# cgo build, the ONNX Runtime library from npm, Go modules).

SHELL      := /bin/bash
GO         ?= go
# Version stamps (`inkflow version`), the same for `make build` and every
# package: the version is FyneApp.toml's (which the packages also carry in
# their metadata), the commit gets -dirty when tracked files differ from HEAD.
# Each is computed once per make run (:=) so a binary and the checks made on
# it agree; all three can be overridden (make package VERSION=1.2.3).
APP_VERSION := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
VERSION    ?= $(or $(APP_VERSION),dev)
COMMIT     ?= $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { git diff --quiet HEAD -- 2>/dev/null || c=$$c-dirty; echo $$c; } || echo unknown)
BUILD_DATE ?= $(shell date -u +%Y-%m-%dT%H:%M:%SZ)
VERSION    := $(VERSION)
COMMIT     := $(COMMIT)
BUILD_DATE := $(BUILD_DATE)
LDFLAGS    := -X main.version=$(VERSION) -X main.commit=$(COMMIT) -X main.buildDate=$(BUILD_DATE)
GOOS       := $(shell $(GO) env GOOS)
GOARCH     := $(shell $(GO) env GOARCH)
ORT_LIB    := .cache/ort/$(GOOS)-$(GOARCH)/libonnxruntime.so.1
FUZZTIME   ?= 60s
# Packages whose concurrency matters most run again under the race detector.
RACE_PKGS  := ./engine/... ./storage/... ./model/ ./reliability/

# Debian packages: Fyne's cgo build, a CJK font, xvfb + imagemagick for UI
# screenshots, xdotool for scripts/typing-latency.sh, npm for fetching the
# ONNX Runtime library; epubcheck, pandoc and python3-docx check exported
# books in the engine's acceptance tests (which fail without them in CI).
APT_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
            libxinerama-dev libxi-dev libxxf86vm-dev fonts-wqy-microhei xvfb xauth imagemagick xdotool npm \
            epubcheck pandoc python3-docx wordnet-base

.PHONY: all run build test test-race bench lint deps ort fuzz soak eval screenshot ime-test ime-latency drop-test focus-test exit-test package package-test package-windows package-macos clean

all: build

## deps: install missing Debian packages (root or sudo).
deps:
	@missing=""; for p in $(APT_PKGS); do \
	  if [ "$$p" = npm ] && command -v npm >/dev/null; then continue; fi; \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

## ort: fetch and verify the ONNX Runtime shared library into .cache/ort.
ort: $(ORT_LIB)
$(ORT_LIB):
	bash scripts/fetch-ort.sh

## build: the inkflow binary (desktop app + CLI).
build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o inkflow .

## run: build and start the desktop app.
run: build ort
	./inkflow

## test: everything CI runs: the Linux package's install-and-run test, the
## input-method test with a real pinyin engine and the drag-and-drop test
## first (their summaries are not the run's last word), then vet, the Go
## tests and the race detector's pass.
test: deps ort package-test ime-test drop-test focus-test
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 20m ./...
	$(GO) test -count=1 -race -timeout 15m $(RACE_PKGS)

## bench: the benchmark suite; writes BENCHMARKS.md.
bench: deps ort
	$(GO) run ./scripts/bench -out BENCHMARKS.md

## lint: gofmt, go vet, staticcheck.
lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

## fuzz: every fuzz target for FUZZTIME each (default 60s), then 300
## random damages of a database (make test tries 27).
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done
	INKFLOW_DB_DAMAGES=300 $(GO) test -count=1 -run '^TestDamagedDatabaseFuzz$$' ./reliability/

## Packages (docs/PACKAGING.md). fyne is pinned and installed into .cache,
## so nothing global is assumed. MODEL_DIR is the default model to ship.
FYNE_VERSION := v1.7.4
GOHOSTOS     := $(shell $(GO) env GOHOSTOS)
FYNE         := .cache/gobin/fyne-$(FYNE_VERSION)/fyne$(if $(filter windows,$(GOHOSTOS)),.exe)
MODEL_DIR    ?= assets/models/inkflow-static-v1
PKG_ENV       = GO="$(GO)" FYNE="$(CURDIR)/$(FYNE)" VERSION="$(VERSION)" COMMIT="$(COMMIT)" \
                BUILD_DATE="$(BUILD_DATE)" MODEL_DIR="$(MODEL_DIR)"

$(FYNE):
	mkdir -p "$(dir $(FYNE))"
	GOBIN="$(CURDIR)/$(dir $(FYNE))" $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_VERSION)

## package: Linux x64 package, dist/inkflow-linux-amd64.tar.xz.
package: deps $(FYNE)
	$(PKG_ENV) bash scripts/package/linux.sh

## package-test: install the Linux package in a temp prefix and run it there.
package-test: package
	EXPECT_VERSION="$(VERSION)" EXPECT_COMMIT="$(COMMIT)" bash scripts/package/test-linux.sh dist/inkflow-linux-amd64.tar.xz

## package-windows: Windows x64 zip (cross-compiled with mingw-w64 on Linux), checked.
package-windows: $(FYNE)
	$(PKG_ENV) bash scripts/package/windows.sh
	EXPECT_VERSION="$(VERSION)" EXPECT_COMMIT="$(COMMIT)" EXPECT_DATE="$(BUILD_DATE)" bash scripts/package/verify-windows.sh dist/inkflow-windows-amd64.zip

## package-macos: InkFlow.app for Apple silicon, zipped (runs on macOS only).
package-macos: $(FYNE)
	$(PKG_ENV) bash scripts/package/macos.sh

clean:
	rm -rf inkflow inkflow.exe dist

## eval: retrieval quality table over the dev texts (all four search modes).
eval: build ort
	bash scripts/eval.sh ./inkflow

## soak: the long reliability variants (60+60 SIGKILLs, 10,000 edits, 20 MB
## chapter of distinct text); the short ones run in make test.
soak: deps ort
	INKFLOW_SOAK=1 $(GO) test -count=1 -timeout 90m -v -run 'Crash|Soak|Hostile|Concurrent' ./reliability/

## screenshot: regenerate docs/screenshots/*.png under xvfb.
screenshot: build ort
	bash scripts/screenshot.sh

## ime-test: a real pinyin engine (IME=fcitx5, default, or IME=ibus) types
## 你好 into the app under xvfb; checks the saved chapter (~30 s; installs
## its Debian packages). `make ime-test IME_SHOTS=docs/screenshots`
## refreshes the ime-*.png screenshots.
ime-test: deps ort
	bash scripts/ime-test.sh $(if $(IME_SHOTS),--shots $(IME_SHOTS))

## ime-latency: ten keys 17 ms apart into a 20,000-character chapter of
## the app under xvfb, timed to the screen with no input method, with
## fcitx5 and with ibus connected over XIM, in turn in each of RUNS rounds
## (default 3); with an engine it also times nihao + space to 你好 and
## checks the save (about a minute a run; installs the engines' Debian
## packages when missing). A measurement, not part of make test: see BENCHMARKS.md.
ime-latency: deps ort
	IME="none fcitx5 ibus" bash scripts/typing-latency.sh $(or $(RUNS),3)

## drop-test: a manuscript dropped on the app window under xvfb (an XDND
## drag played by scripts/xdnd-drop.py) is imported; checks the project
## (~15 s; installs its Debian packages).
drop-test: deps ort
	bash scripts/drop-test.sh

## focus-test: focus mode (F11) on the real app under xvfb fills the
## screen and leaving it gives the window back its size, five times
## (~20 s; installs its Debian packages).
focus-test: deps ort
	bash scripts/focus-test.sh

## exit-test: SIGTERM, SIGINT and Ctrl+Q end the real app under xvfb
## within seconds, its typing saved and the data folder released, built
## against a copy of Fyne that always hits the shutdown race
## exit_desktop.go closes (~30 s; not in make test).
exit-test: deps ort
	bash scripts/exit-test.sh
