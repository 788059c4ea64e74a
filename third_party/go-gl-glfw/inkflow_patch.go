package glfw

// inkflowPatchID changes whenever InkFlow's IME patch to the C sources
// changes (scripts: ./update-patch.sh, which writes it). Go's build cache
// does not see the C files included from glfw/src, so without this a
// patched tree would keep linking a stale compiled copy (the same reason
// as upstreamTreeSHA, go-gl/glfw#269).
const inkflowPatchID = "890a00c527262c26"
