package mentions

import (
	"slices"
	"strings"
	"testing"
)

// TestSuggestLeavesOutRanksStreetsInstitutionsAndHolidays: a rank, a
// street or an institution that the text writes after a determiner or as
// the last word of longer names is no name, nor is a holiday; a given
// name or a surname that is also such a word (Earl, Mr Knight) stays, and
// so does a name of no kind.
func TestSuggestLeavesOutRanksStreetsInstitutionsAndHolidays(t *testing.T) {
	tests := []struct {
		name      string
		sentences []string // each written twice, so every word counts 6 times or more
		word      string
		suggested bool
	}{
		{"a rank after a determiner", []string{"I saw the Marquis at noon.", "We spoke of the Marquis often.", "Then the Marquis rode away."}, "Marquis", false},
		{"a holiday", []string{"We came home at Christmas to rest.", "It snowed before Christmas again.", "They sang of Christmas all night."}, "Christmas", false},
		{"a street ending several names", []string{"He walked down Wabash Avenue today.", "She lived on Fifth Avenue then.", "They met on Madison Avenue again."}, "Avenue", false},
		{"an institution ending a name", []string{"He spoke to the Royal Society yesterday.", "Papers went to the Royal Society often.", "He wrote to the Society at once."}, "Society", false},
		{"a given name that is a rank", []string{"Then Earl said nothing.", "She asked Earl to stay.", "At last Earl went home."}, "Earl", true},
		{"a surname after a title", []string{"Then Mr. Knight said nothing.", "She asked Mr. Knight to stay.", "At last Mr. Knight went home."}, "Knight", true},
		{"a name of no kind", []string{"Then Elizabeth said nothing.", "She asked the Elizabeth of old to stay.", "At last Elizabeth went home."}, "Elizabeth", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Repeat(strings.Join(tt.sentences, " ")+" ", 2)
			var names []string
			for _, c := range Suggest([]string{text}, nil, SuggestOptions{MinCount: 5}) {
				names = append(names, c.Name)
			}
			if got := slices.Contains(names, tt.word); got != tt.suggested {
				t.Errorf("%s suggested: %v, want %v (suggestions %v)", tt.word, got, tt.suggested, names)
			}
		})
	}
}

// TestKindsList: the list holds each kind, in lower case, holidays as
// the words WordNet capitalises.
func TestKindsList(t *testing.T) {
	for word, kind := range map[string]string{"marquis": "rank", "viscount": "rank", "king": "rank", "avenue": "street", "society": "institution", "council": "institution", "christmas": "holiday", "michaelmas": "holiday"} {
		if got := nounKinds()[word]; got != kind {
			t.Errorf("nounKinds()[%q] = %q, want %q", word, got, kind)
		}
	}
	for _, word := range []string{"bart", "elizabeth", "lion", "frank"} {
		if got, ok := nounKinds()[word]; ok {
			t.Errorf("nounKinds()[%q] = %q, want no kind", word, got)
		}
	}
}
