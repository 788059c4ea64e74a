package storage

import (
	"errors"
	"strings"
	"testing"
)

func TestProjectDataIsPerProjectAndGoesWithIt(t *testing.T) {
	db := openTestDB(t)
	var a, b Project
	must(t, db.Update(func(tx *Tx) error {
		if tx.ProjectData(1, "meta") != nil {
			t.Error("data before the bucket exists")
		}
		var err error
		if a, err = tx.CreateProject("a"); err != nil {
			return err
		}
		if b, err = tx.CreateProject("b"); err != nil {
			return err
		}
		for _, put := range []struct {
			p          uint64
			key, value string
		}{{a.ID, "meta", "A"}, {a.ID, "day/2026-11-02", "2"}, {a.ID, "day/2026-11-01", "1"}, {b.ID, "day/2026-11-01", "B"}} {
			if err := tx.PutProjectData(put.p, put.key, []byte(put.value)); err != nil {
				return err
			}
		}
		if err := tx.PutProjectData(a.ID, "", []byte("x")); !errors.Is(err, ErrInvalid) {
			t.Errorf("empty key: %v", err)
		}
		if err := tx.PutProjectData(999, "meta", []byte("x")); !errors.Is(err, ErrNotFound) {
			t.Errorf("missing project: %v", err)
		}
		return nil
	}))
	days := func(p uint64) string {
		var got []string
		if err := db.View(func(tx *Tx) error {
			return tx.ProjectDataPrefix(p, "day/", func(k string, v []byte) error {
				got = append(got, k+"="+string(v))
				return nil
			})
		}); err != nil {
			t.Fatal(err)
		}
		return strings.Join(got, " ")
	}
	if got := days(a.ID); got != "day/2026-11-01=1 day/2026-11-02=2" {
		t.Fatalf("a's days: %s", got)
	}
	if err := db.Update(func(tx *Tx) error { _, err := tx.DeleteProject(a.ID); return err }); err != nil {
		t.Fatal(err)
	}
	if got := days(a.ID); got != "" {
		t.Fatalf("a's days after deleting it: %s", got)
	}
	if got := days(b.ID); got != "day/2026-11-01=B" {
		t.Fatalf("b's days after deleting a: %s", got)
	}
}
