// Package models is the front ends' door to the embedding models on this
// machine: finding and loading one, reading its manifest, listing and
// installing the models the registry offers, and checking the ONNX Runtime
// library that runs them. The work is done in inkflow/model and its
// subpackages; this package only gives app and cli one engine-level name
// for each operation they perform, so that they never import model
// packages themselves (internal/layering's test enforces it). The engine
// takes the loaded model as an engine.Embedder.
package models

import (
	"context"
	"errors"

	"inkflow/model"
	"inkflow/model/install"
	"inkflow/model/manifest"
	"inkflow/model/modelpath"
	"inkflow/model/ortlib"
	"inkflow/model/registry"
)

// ---- finding and loading ----------------------------------------------

// Default is the model shipped with InkFlow, used when model.name is empty.
const Default = modelpath.Default

// EnvDir is the environment variable that replaces the model lookup: a
// model folder, or a folder of model folders.
const EnvDir = modelpath.EnvDir

// ONNXEmbedder is a loaded model; the caller closes it.
type ONNXEmbedder = model.ONNXEmbedder

// Options tune how a loaded model runs; the zero value is ready to use.
type Options = model.Options

// Load loads the model folder dir, verifying its files' sha256.
func Load(dir string, opts Options) (*ONNXEmbedder, error) { return model.Load(dir, opts) }

// LoadNamed locates the model called name ("" = Default) as Locate does
// and loads it.
func LoadNamed(name, dataDir string, opts Options) (*ONNXEmbedder, error) {
	return model.LoadNamed(name, dataDir, opts)
}

// Locate returns the folder of the model called name ("" = Default) and
// every path it tried; dataDir is the user's data directory.
func Locate(name, dataDir string) (dir string, tried []string, err error) {
	return modelpath.Locate(name, dataDir)
}

// Exists reports whether a model called name is installed, in the lookup
// folders or the EnvDir override; unlike Locate, not merely because
// EnvDir is some model's folder, which Locate runs under any name.
func Exists(name, dataDir string) bool { return modelpath.Exists(name, dataDir) }

// NotInstalled reports the name of the model err says is not installed
// (no folder of that name where models are looked for) and the folders
// looked in: a front end says so in its own words, asking this rather
// than taking the error's English apart (whose advice is a command of
// the command line).
func NotInstalled(err error) (name string, tried []string, ok bool) {
	if e := (*modelpath.NotFoundError)(nil); errors.As(err, &e) {
		return e.Name, e.Tried, true
	}
	return "", nil, false
}

// UserDir is where the models a user installs live inside dataDir.
func UserDir(dataDir string) string { return modelpath.UserDir(dataDir) }

// Names lists the models Locate can find without an EnvDir override: those
// a package or checkout carries and those installed in dataDir, sorted.
func Names(dataDir string) []string { return modelpath.Names(dataDir) }

// ---- manifests ----------------------------------------------------------

// Manifest describes a model folder (its manifest.json).
type Manifest = manifest.Manifest

// ManifestFile is the manifest's file name inside a model folder.
const ManifestFile = manifest.FileName

// Pooling modes a transformer model's manifest can name.
const (
	PoolingCLS  = manifest.PoolingCLS
	PoolingMean = manifest.PoolingMean
)

// ReadManifest reads and validates dir's manifest.
func ReadManifest(dir string) (Manifest, error) { return manifest.Read(dir) }

// ---- the registry and installing ----------------------------------------

// RegistryModel is one downloadable model of the registry.
type RegistryModel = registry.Model

// DefaultHubURL is the hub registry models are downloaded from unless a
// Downloader names another.
const DefaultHubURL = registry.DefaultBaseURL

// Registry returns every registry model, in the registry's order.
func Registry() []RegistryModel { return registry.All() }

// LookupRegistry returns the registry model called name.
func LookupRegistry(name string) (RegistryModel, bool) { return registry.Lookup(name) }

// Hints say how to install a model folder that lacks (parts of) a manifest.
type Hints = install.Hints

// Downloader installs registry models over HTTP; the zero value downloads
// from DefaultHubURL.
type Downloader = install.Downloader

// Progress reports how far a download is.
type Progress = install.Progress

// InstallDir checks the model folder srcDir and installs a copy under
// destRoot (see UserDir), returning the installed folder.
func InstallDir(ctx context.Context, srcDir, destRoot, name string, hints Hints) (string, error) {
	return install.InstallDir(ctx, srcDir, destRoot, name, hints)
}

// ---- ONNX Runtime -----------------------------------------------------

// LocateRuntime finds the ONNX Runtime library without loading it, and
// returns every path it tried.
func LocateRuntime() (path string, tried []string, err error) { return ortlib.Locate() }

// InitRuntime loads ONNX Runtime (once per process; later calls return the
// first call's result).
func InitRuntime() error { return ortlib.Init() }

// RuntimeVersion is the loaded ONNX Runtime's version, "" before a
// successful InitRuntime.
func RuntimeVersion() string { return ortlib.Version() }
