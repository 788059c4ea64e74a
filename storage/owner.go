package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// OwnerKind says what kind of text owns a set of blocks, parents and
// children. The indexer treats all kinds alike.
type OwnerKind uint8

// Owner kinds. The numeric values are stored in keys; never renumber them.
const (
	OwnerChapter OwnerKind = 1
	OwnerWiki    OwnerKind = 2
	OwnerSummary OwnerKind = 3
)

// String returns the name used in search results and the keyword index:
// "chapter", "wiki" or "summary".
func (k OwnerKind) String() string {
	switch k {
	case OwnerChapter:
		return "chapter"
	case OwnerWiki:
		return "wiki"
	case OwnerSummary:
		return "summary"
	default:
		return fmt.Sprintf("kind(%d)", uint8(k))
	}
}

// Valid reports whether k is one of the known kinds.
func (k OwnerKind) Valid() bool { return k >= OwnerChapter && k <= OwnerSummary }

// Owner identifies an indexed text: a chapter, a wiki entry or a summary.
type Owner struct {
	Kind OwnerKind
	ID   uint64
}

// ChapterOwner is the owner of a chapter's blocks.
func ChapterOwner(id uint64) Owner { return Owner{Kind: OwnerChapter, ID: id} }

// WikiOwner is the owner of a wiki entry's blocks.
func WikiOwner(id uint64) Owner { return Owner{Kind: OwnerWiki, ID: id} }

// SummaryOwner is the owner of a chapter summary's blocks.
func SummaryOwner(id uint64) Owner { return Owner{Kind: OwnerSummary, ID: id} }

// String formats the owner as "kind:id", e.g. "chapter:12".
func (o Owner) String() string { return fmt.Sprintf("%s:%d", o.Kind, o.ID) }

// key is the 9-byte key prefix (kind, big-endian id) under which everything
// of the owner is stored, so one cursor prefix scan finds it.
func (o Owner) key() []byte {
	k := make([]byte, ownerKeyLen)
	k[0] = byte(o.Kind)
	putU64(k[1:], o.ID)
	return k
}

// ownerKeyLen is the length of Owner.key.
const ownerKeyLen = 9

func ownerFromKey(k []byte) Owner {
	return Owner{Kind: OwnerKind(k[0]), ID: getU64(k[1:])}
}

// Hash identifies a text: the first 16 bytes of its SHA-256. 128 bits keep
// keys short while making an accidental collision (which would make the
// embedding cache return another text's vector) practically impossible.
type Hash [16]byte

// HashText hashes s.
func HashText(s string) Hash {
	sum := sha256.Sum256([]byte(s))
	var h Hash
	copy(h[:], sum[:])
	return h
}

// String returns the hash in hex.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// IsZero reports whether h is the zero hash (no text hashed yet).
func (h Hash) IsZero() bool { return h == Hash{} }
