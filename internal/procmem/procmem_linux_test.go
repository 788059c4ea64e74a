package procmem

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestMappedResidentCountsTouchedPages maps a file, touches part of it and
// checks the count against what was touched (the kernel may map cached
// neighbours too, so up to the whole file).
func TestMappedResidentCountsTouchedPages(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data file") // a space, as in some user paths
	const size = 8 << 20
	if err := os.WriteFile(path, make([]byte, size), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(b)
	before, err := MappedResident(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for i := 0; i < size/2; i += 4096 {
		sum += int(b[i])
	}
	after, err := MappedResident(path)
	if err != nil {
		t.Fatal(err)
	}
	if before != 0 || after < size/2 || after > size {
		t.Errorf("resident %d kB before touching half of an %d kB mapping, %d kB after (sum %d)", before>>10, size>>10, after>>10, sum)
	}
}
