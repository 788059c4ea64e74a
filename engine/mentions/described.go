package mentions

import (
	"strings"
	"unicode"
)

// Capitalised common nouns. A novel capitalises a noun of people now and
// then (the Jew of The Picture of Dorian Gray and of Daniel Deronda, a
// Christian of Madame Bovary, the Sikh of Kim) that no word list of
// nationalities or creeds holds, and the capitalisation tests take it
// for a name. The book shows it a common noun: it counts it, with the
// indefinite article (a hideous Jew), and describes it between the
// article and the noun (the horrid old Jew, the fat Jew) — a name is
// neither, and when a unique character is called by a noun (the
// Scarecrow, the Jew of Oliver Twist, who is Fagin) the article stands
// right before it nearly every time.
//
// So a one-word candidate goes when an article (a, an, the), directly or
// over at most two lower-case words, stands before most (articleShare)
// of its occurrences, and a third of them (describedShare) are counted
// or described: "a"/"an" before it, or lower-case words between the
// article and it. Over the top 40 suggestions of the fifty English
// training books this takes Dorian Gray's Jew, Daniel Deronda's Jew and
// Jewess, Madame Bovary's Christian, Kim's Sikh, The Wizard of Oz's
// Munchkin and Wildcat, and leaves the Scarecrow (6 of 224 occurrences
// counted or described) and Oliver Twist's Jew (11 of 319).
//
// A title is such a noun too, though seldom described: Vanity Fair writes
// "the Major" 246 times and "Major Dobbin" 115, of 378. So a one-word
// candidate goes when a name (nameLike) follows a tenth of its
// occurrences, three at least, an article precedes a quarter, and the
// two together make 80 % — unless it reads as a place (Tally: Ethan
// Frome's Corbury Flats and the Corbury road). A given name before
// surnames (The Professor's Jean Baptiste, Jean Paul) has no article.
// On the top 50 of the 54 English training books this takes Vanity
// Fair's Major, Captain and Colonel, the Colonel of Kim and of The Man
// Who Was Thursday, Persuasion's Admiral, Silas Marner's Squire, The
// Call of the Wild's Judge and Oliver Twist's Artful (of the Artful
// Dodger, who stays as Dodger).
const (
	articleShare   = 0.8
	describedShare = 1.0 / 3
	// titledShare is the share of a title's occurrences that a name
	// must follow (Major Dobbin), at least minTitled of them, and
	// titleArticleShare the share an article must precede (the Major):
	// a given name written before surnames (Jean Baptiste, Jean Paul)
	// seldom has one.
	titledShare       = 0.1
	minTitled         = 3
	titleArticleShare = 0.25
)

// notAdjectivesEN are lower-case words that describe no noun after them:
// the top of Chamounix, the people and Jews, the man whom Joseph saw.
var notAdjectivesEN = map[string]bool{
	"of": true, "and": true, "or": true, "but": true, "to": true, "in": true, "on": true,
	"at": true, "for": true, "from": true, "with": true, "by": true, "as": true, "than": true,
	"that": true, "which": true, "who": true, "whom": true, "whose": true, "where": true, "when": true,
}

// describedNouns returns the one-word Latin candidates that the texts use
// as common nouns (see the comment above articleShare).
func (s *suggester) describedNouns(cands []Candidate, texts []string) map[string]bool {
	type use struct{ n, article, described, titled int }
	uses := map[string]*use{}
	for _, c := range cands {
		if latinWord(c.Name) && !strings.Contains(c.Name, " ") {
			uses[c.Name] = &use{}
		}
	}
	if len(uses) == 0 {
		return nil
	}
	for _, runes := range s.texts {
		// words are the last three words before the current one, each
		// followed by nothing but one space, the nearest last; a
		// punctuation mark clears them.
		var words [3]string
		for i := 0; i < len(runes); {
			r := runes[i]
			if !unicode.IsLetter(r) {
				if r != ' ' {
					words = [3]string{}
				}
				i++
				continue
			}
			j := i
			for j < len(runes) && (unicode.IsLetter(runes[j]) || joinsWord(runes, j)) {
				j++
			}
			word := trimPossessive(string(runes[i:j]))
			if u := uses[word]; u != nil {
				u.n++
				for k := 2; k >= 0; k-- {
					w := strings.ToLower(words[k])
					if w == "the" || w == "a" || w == "an" {
						u.article++
						if w != "the" || k < 2 {
							u.described++
						}
						break
					}
					if words[k] == "" || w != words[k] || notAdjectivesEN[w] {
						break // no lower-case word, or a phrase's (the valley of): no description
					}
				}
			}
			if u := uses[word]; u != nil && j+1 < len(runes) && runes[j] == ' ' && unicode.IsUpper(runes[j+1]) {
				k := j + 1
				for k < len(runes) && (unicode.IsLetter(runes[k]) || joinsWord(runes, k)) {
					k++
				}
				if s.nameLike(trimPossessive(string(runes[j+1 : k]))) {
					u.titled++
				}
			}
			if j < len(runes) && runes[j] == ' ' {
				words = [3]string{words[1], words[2], word}
			} else {
				words = [3]string{}
			}
			i = j
		}
	}
	out := map[string]bool{}
	var titles []Candidate
	for name, u := range uses {

		if u.n > 0 && float64(u.article) >= articleShare*float64(u.n) && float64(u.described) >= describedShare*float64(u.n) {
			out[name] = true
		}
		if u.titled >= minTitled && float64(u.titled) >= titledShare*float64(u.n) && float64(u.article) >= titleArticleShare*float64(u.n) &&
			float64(u.article+u.titled) >= articleShare*float64(u.n) {
			titles = append(titles, Candidate{Name: name})
		}
	}
	// A place's name before its parts and after "the" (Corbury Flats,
	// the Corbury road) is no title.
	Tally(titles, texts)
	for _, c := range titles {
		if c.Kind != KindPlace {
			out[c.Name] = true
		}
	}
	return out
}
