package storage

import "syscall"

// releaseMapped advises the kernel with MADV_DONTNEED that the process no
// longer needs the pages of [addr, addr+n) mapped. On a shared, read-only
// file mapping like bbolt's this only drops them from the process's page
// tables: the pages stay in the page cache, now unmapped and reclaimable
// first, and the next read refaults them with the file's current bytes.
// (On private or anonymous memory the same advice discards contents;
// bbolt's mapping is neither.)
func releaseMapped(addr, n uintptr) (bool, error) {
	if n == 0 {
		return true, nil
	}
	// A raw system call: syscall.Madvise takes a []byte, and making one
	// from bbolt's address would need an unsafe conversion of a uintptr.
	if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, addr, n, syscall.MADV_DONTNEED); errno != 0 {
		return false, errno
	}
	return true, nil
}
