#!/usr/bin/python3
"""Drops files on an X11 window as a file manager would (the XDND protocol).

Usage: xdnd-drop.py WINDOW_ID X Y FILE...

X and Y are the drop point in the window. The script plays the drag
source: it announces text/uri-list, moves over the point, drops, answers
the window's request for the file URIs and waits for it to finish. It
exits 1 when the window does not accept the drop. It needs python3-xlib
(Debian), which scripts/drop-test.sh installs; real-window checks use
it, since xdotool can press keys and click but cannot drag files.
"""
import sys
import time
import urllib.parse

from Xlib import X, display, protocol

XDND_VERSION = 5


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    target = int(sys.argv[1], 0)
    x, y = int(sys.argv[2]), int(sys.argv[3])
    files = sys.argv[4:]
    uris = "".join("file://" + urllib.parse.quote(f) + "\r\n" for f in files).encode()

    d = display.Display()
    atom = lambda name: d.intern_atom(name)
    root = d.screen().root
    source = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    source.set_selection_owner(atom("XdndSelection"), X.CurrentTime)

    aware = d.create_resource_object("window", target).get_full_property(atom("XdndAware"), X.AnyPropertyType)
    if aware is None:
        sys.exit("xdnd-drop: the window is not XdndAware")
    version = min(XDND_VERSION, aware.value[0])
    origin = d.create_resource_object("window", target).translate_coords(root, 0, 0)
    rx, ry = x - origin.x, y - origin.y

    def send(name, data):
        w = d.create_resource_object("window", target)
        ev = protocol.event.ClientMessage(window=w, client_type=atom(name), data=(32, data))
        w.send_event(ev, event_mask=0)
        d.flush()

    uri_list = atom("text/uri-list")
    send("XdndEnter", [source.id, version << 24, uri_list, 0, 0])
    send("XdndPosition", [source.id, 0, (rx << 16) | ry, X.CurrentTime, atom("XdndActionCopy")])

    accepted = dropped = False
    deadline = time.time() + 10
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.02)
            continue
        ev = d.next_event()
        if ev.type == X.ClientMessage and ev.client_type == atom("XdndStatus"):
            accepted = bool(ev.data[1][1] & 1)
            if not accepted:
                send("XdndLeave", [source.id, 0, 0, 0, 0])
                sys.exit("xdnd-drop: the window refused the drop")
            if not dropped:
                send("XdndDrop", [source.id, 0, X.CurrentTime, 0, 0])
                dropped = True
        elif ev.type == X.SelectionRequest:
            req = ev.requestor
            prop = ev.property or ev.target
            if ev.target == uri_list:
                req.change_property(prop, uri_list, 8, uris)
            else:
                prop = X.NONE
            notify = protocol.event.SelectionNotify(time=ev.time, requestor=req, selection=ev.selection,
                                                    target=ev.target, property=prop)
            req.send_event(notify, event_mask=0)
            d.flush()
        elif ev.type == X.ClientMessage and ev.client_type == atom("XdndFinished"):
            print("dropped", len(files), "file(s)")
            return
    sys.exit("xdnd-drop: no answer from the window (accepted %s, dropped %s)" % (accepted, dropped))


if __name__ == "__main__":
    main()
