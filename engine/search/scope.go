package search

// scope says which parents a search may return.
type scope struct {
	project uint64
	// all selects every project, project included: a cross-project
	// search, ranked as one list (see Search). project is still the one
	// the author is in, whose chapter titles come first (titleList).
	all bool
	// kinds restricts owner kinds; nil admits all.
	kinds map[string]bool
	// exclude, when set, rejects particular parents (Related excludes the
	// paragraph it starts from).
	exclude func(*Parent) bool
}

// admits reports whether p may appear in the results.
func (s scope) admits(p *Parent) bool {
	if !s.all && p.ProjectID != s.project {
		return false
	}
	if s.kinds != nil && !s.kinds[p.Kind] {
		return false
	}
	return s.exclude == nil || !s.exclude(p)
}
