//go:build !linux

package storage

// releaseMapped does nothing outside Linux: elsewhere MADV_DONTNEED (or
// Windows' working-set calls) has other meanings, untested here, and the
// kernel still reclaims the mapped pages under memory pressure.
func releaseMapped(addr, n uintptr) (bool, error) { return false, nil }
