# ime-start.sh: starts an input method inside a D-Bus session under a
# virtual X server, for the real-window tests (ime-test.sh,
# typing-latency.sh). Source it with ime (fcitx5 or ibus) and imLog (the
# engine's log file) set, HOME prepared by realwindow.sh's imHome. It
# exports XMODIFIERS for the app started after it and defines imOn and
# imOff (pinyin on, English), or returns 1 when the engine did not start.

hasName() { dbus-send --session --print-reply --dest=org.freedesktop.DBus / \
  org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null | grep -q 'boolean true'; }

if [ "$ime" = fcitx5 ]; then
  export XMODIFIERS=@im=fcitx
  # No cloud pinyin (no network at run time) and nothing else optional.
  fcitx5 --disable=cloudpinyin,spell,notificationitem,kimpanel >"$imLog" 2>&1 &
  for _ in $(seq 150); do hasName org.fcitx.Fcitx5 && break; sleep 0.1; done
  hasName org.fcitx.Fcitx5 || return 1
  imOn() { fcitx5-remote -o; }
  imOff() { fcitx5-remote -c; }
else
  export XMODIFIERS=@im=ibus
  ibus-daemon --xim --replace >"$imLog" 2>&1 &
  for _ in $(seq 150); do ibus list-engine >/dev/null 2>&1 && break; sleep 0.1; done
  ibus list-engine >/dev/null 2>&1 || return 1
  # `ibus engine libpinyin` (1.5.27) exits 1 although it switched: ask
  # which engine is on instead.
  imOn() { ibus engine libpinyin || true; [ "$(ibus engine)" = libpinyin ]; }
  imOff() { ibus engine xkb:us::eng; [ "$(ibus engine)" = xkb:us::eng ]; }
fi
# The XIM server is up a moment after the D-Bus name.
sleep 1
