// Package fulldisk lets a test write as if the disk were full, without a
// small file system to fill: a file-size limit (RLIMIT_FSIZE) makes every
// write past it fail with EFBIG, as a write to a full disk fails with
// ENOSPC. The limit holds for the whole process, so a test that sets it
// runs in a child process of its own (RunInChild). Linux only: elsewhere
// RunInChild skips the test.
package fulldisk
