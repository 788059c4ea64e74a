package app

import "sync/atomic"

// newestOnly runs one view's refreshes in the background and shows only the
// newest: a refresh with a newer one queued behind it skips its work, and
// an answer a newer refresh overtook is dropped. Views that refresh on
// every save use it (counting a web novel takes tens of milliseconds, and
// answers can come back out of order).
type newestOnly struct{ seq atomic.Int64 }

// refresh runs work off the UI goroutine and then, on it, the function
// work returns, unless a newer refresh (or a cancel) has come meanwhile.
func (n *newestOnly) refresh(u *UI, work func() (show func())) {
	seq := n.seq.Add(1)
	u.background(func() {
		if seq != n.seq.Load() {
			return
		}
		show := work()
		u.do(func() {
			if seq == n.seq.Load() {
				show()
			}
		})
	})
}

// cancel drops the refreshes under way: the view has nothing to show.
func (n *newestOnly) cancel() { n.seq.Add(1) }
