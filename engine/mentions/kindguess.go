package mentions

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The kinds Tally guesses for a suggested name: the story-bible entry
// types of the front ends that a frequent name most often is.
const (
	KindCharacter = "character"
	KindPlace     = "place"
	KindFaction   = "faction"
	// KindItem is a thing: Tally guesses it of a vessel (the Pequod).
	KindItem = "item"
)

// Guessing a suggestion's kind. Every suggestion used to become a
// character, Kansas and 未庄 included. A name's kind shows twice:
//
//   - in the name itself: a place suffix (未庄, 鲁镇, 荆州, 祁山; Emerald
//     City, Mont Blanc, Switzerland, Ingolstadt, one of CLDR's region
//     names), a kinship or title word (七斤嫂, 赵太爷; Mr Knight is cut
//     to Knight, so English has none), an army's 兵 or 军 (faction);
//   - in how the text uses it: a place comes after a preposition or a
//     verb of motion (到未庄, 在鲁镇; in Geneva, towards the Alps) and
//     before a localizer (未庄里); a person speaks, laughs or thinks
//     (阿Q说, 玄德曰; said Elizabeth, Elizabeth replied), is spoken to
//     (对阿Q; dear Elizabeth) and has a face and hands (宝儿的脸).
//
// A name of no place mark and no place context is a character, as
// before: most frequent names of a novel are its people.

// placeBeforeHan stand right before a place: the verbs of motion and the
// prepositions of place (到未庄, 在土谷祠, 回鲁镇, 入荆州).
var placeBeforeHan = runeSet("到在往去回进出从离至入奔")

// placeAfterHan stand right after a place: localizers, the words of a
// place's inside and bounds (未庄里, 荆州城, 城内, 境界) and the
// establishments a name is the sign of (咸亨酒店, 咸亨店).
var placeAfterHan = runeSet("里内外境界城店铺馆")

// establishmentsHan are the two-character words of the establishments
// a name is the sign of (咸亨酒店, 同福客栈).
var establishmentsHan = []string{"酒店", "饭店", "客店", "客栈", "茶馆", "酒馆", "饭馆", "酒楼", "茶楼", "药铺", "当铺", "书店"}

// personAfterHan follow a person: speechAfter, the body, and verbs of
// feeling and command that take a person as subject (玄德大喜 counts
// by its 大 no more, but 玄德喜 does; 曹操怒, 孔明令).
var personAfterHan = func() map[rune]bool {
	m := runeSet("喜惊怒叹拜谓令命遣笑")
	for r := range speechAfter {
		m[r] = true
	}
	for r := range bodyParts {
		m[r] = true
	}
	return m
}()

// personBeforeHan stand before a person spoken to, asked, thanked or
// fought (对阿Q, 请孔明, 斩华雄): addressBefore less 《.
var personBeforeHan = runeSet("对向问叫跟同给请谢骂杀斩拜见")

// factionSuffixesHan end the name of an army or a band (魏兵, 曹军).
var factionSuffixesHan = runeSet("兵军党帮")

// personTitlesHan end the way of calling a ruler or an officer, which
// kinSuffixes (kinship) leave out: 后主, 关公 is there already.
var personTitlesHan = []string{"主", "帝", "王", "侯", "将军", "丞相", "太守", "夫人", "氏"}

// English context words, in lower case. placeBeforeEN stand before a
// place (in Geneva, at Ingolstadt, towards Chamounix, and over a "the":
// in the Alps); to and from count half, as one writes to and hears from
// people too.
var (
	placeBeforeEN = map[string]float64{
		"in": 1, "at": 1, "into": 1, "near": 1, "towards": 1, "toward": 1, "through": 1,
		"across": 1, "among": 1, "amid": 1, "beyond": 1, "within": 1, "reached": 1, "visit": 1, "visited": 1, "to": 0.5, "from": 0.5,
	}
	// personBeforeEN stand before a person: a title or an address
	// (Mr. Kirwin is cut to Kirwin, so the title is before the name),
	// an epithet, or a verb of speech with the speaker after it (said
	// Elizabeth).
	personBeforeEN = map[string]bool{
		"mr": true, "mrs": true, "miss": true, "ms": true, "dr": true, "sir": true, "lady": true,
		"lord": true, "madame": true, "monsieur": true, "m": true, "captain": true, "uncle": true,
		"aunt": true, "cousin": true, "poor": true, "dear": true, "dearest": true, "beloved": true,
		"little": true, "said": true, "replied": true, "answered": true, "cried": true, "asked": true,
		"exclaimed": true, "whispered": true, "continued": true, "told": true, "kissed": true,
	}
	// personAfterEN follow a person who speaks, feels or thinks, and
	// the pronouns that take up a person (Elizabeth herself, Felix, who).
	personAfterEN = map[string]bool{
		"said": true, "replied": true, "answered": true, "cried": true, "asked": true,
		"exclaimed": true, "whispered": true, "continued": true, "thought": true, "felt": true,
		"wept": true, "smiled": true, "laughed": true, "sighed": true, "nodded": true,
		"looked": true, "knew": true, "told": true, "himself": true, "herself": true, "who": true,
		"whom": true, "says": true, "answers": true, "replies": true,
	}
)

// placeOfEN are the nouns of places and of their people that "of"
// joins to a place's name (the town of Ingolstadt, the valley of
// Chamounix, the inhabitants of Geneva).
var placeOfEN = map[string]bool{
	"city": true, "town": true, "village": true, "valley": true, "vale": true, "country": true,
	"banks": true, "shores": true, "shore": true, "coast": true, "streets": true, "gates": true,
	"walls": true, "inhabitants": true, "environs": true, "neighbourhood": true,
	"neighborhood": true, "republic": true, "kingdom": true, "province": true, "island": true,
	"lake": true, "port": true, "harbour": true, "harbor": true, "university": true,
	"capital": true, "county": true, "state": true, "mountains": true, "plains": true,
	"people": true, "citizens": true, "native": true, "natives": true,
}

// placeWordsEN end (City, River) or begin (Mont, Lake, Fort) the
// English names of places.
var (
	placeLastEN = map[string]bool{
		"city": true, "river": true, "mountain": true, "mountains": true, "lake": true,
		"island": true, "islands": true, "isle": true, "street": true, "avenue": true,
		"road": true, "lane": true, "castle": true, "hall": true, "abbey": true, "park": true,
		"forest": true, "wood": true, "woods": true, "sea": true, "ocean": true, "bay": true,
		"valley": true, "hill": true, "hills": true, "town": true, "village": true,
		"county": true, "square": true, "bridge": true, "harbour": true, "harbor": true,
		"palace": true, "cathedral": true, "church": true, "kingdom": true, "empire": true,
		"province": true, "desert": true, "coast": true, "falls": true, "cape": true,
		"gulf": true, "strait": true, "channel": true, "glacier": true, "peak": true,
		"state": true, "states": true, "creek": true, "canyon": true, "plain": true,
		"plains": true, "marsh": true, "moor": true, "manor": true, "inn": true,
	}
	placeFirstEN = map[string]bool{
		"mount": true, "mont": true, "monte": true, "lake": true, "fort": true, "port": true,
		"cape": true, "isle": true, "loch": true, "glen": true, "mt": true, "new": true,
	}
	// personFirstEN begin the names of people: a title, a rank or a
	// kinship word (King George, Aunt Em, Captain Walton).
	personFirstEN = map[string]bool{
		"king": true, "queen": true, "prince": true, "princess": true, "duke": true,
		"duchess": true, "lord": true, "lady": true, "sir": true, "captain": true, "uncle": true,
		"aunt": true, "doctor": true, "general": true, "colonel": true, "father": true,
		"mother": true, "brother": true, "sister": true, "mr": true, "mrs": true, "miss": true,
		"madame": true, "monsieur": true, "count": true, "countess": true, "baron": true,
	}
	// placeEndingsEN end one-word names of places: -land
	// (Switzerland), -shire, -burg(h), -bury, -stadt, -grad, -polis,
	// -ville, -chester, -mouth.
	placeEndingsEN = []string{"land", "shire", "burg", "burgh", "bury", "stadt", "grad", "polis", "ville", "chester", "mouth"}
)

// kindClues counts the evidence of a name's kind over its occurrences.
type kindClues struct {
	place, person float64
	// the counts the English occurrences right after "the" (the Alps).
	the int
	// vessel counts the English occurrences boarded (aboard the Pequod,
	// on board the Pequod) or with a vessel's part (the Pequod’s deck).
	vessel int
}

// vesselPartsEN are the parts and people of a ship or a balloon that a
// possessive name owns (the Pequod’s deck, the Pequod’s crew).
var vesselPartsEN = map[string]bool{
	"deck": true, "decks": true, "crew": true, "hull": true, "bow": true, "bows": true, "stern": true,
	"boats": true, "mast": true, "masts": true, "sails": true, "keel": true, "hold": true, "rigging": true,
	"helm": true, "anchor": true, "cargo": true, "quarter-deck": true, "forecastle": true, "mast-heads": true,
}

// vesselShare is the share of a name's occurrences, at least minVessel,
// that must be boarded or own a vessel's part for it to be a vessel,
// with "the" before half of them: the Pequod (26 of 173).
const (
	vesselShare = 0.05
	minVessel   = 3
)

// Tally sets each candidate's Count to the times the matcher finds its
// name in texts, every occurrence as an entry's mentions count them
// (never fewer than Suggest saw: a name read another way, inside a
// longer candidate, keeps its own count), and its Kind to the guess from
// the name and from how the texts use it (see KindCharacter).
func Tally(cands []Candidate, texts []string) {
	if len(cands) == 0 {
		return
	}
	entries := make([]Entry, len(cands))
	for i, c := range cands {
		entries[i] = Entry{ID: uint64(i + 1), Names: append([]string{c.Name}, c.Aliases...)}
	}
	m := New(entries)
	counts := make([]int, len(cands))
	clues := make([]kindClues, len(cands))
	for _, t := range texts {
		ms := m.Find(t)
		if len(ms) == 0 {
			continue
		}
		runes := []rune(t)
		for _, mt := range ms {
			i := mt.EntryID - 1
			counts[i]++
			clues[i].add(runes, mt.Start, mt.End)
		}
	}
	for i := range cands {
		cands[i].Count = max(cands[i].Count, counts[i])
		cands[i].Kind = guessKind(cands[i].Name, clues[i], counts[i])
		// A title before one of the name's forms (Lord Henry of Henry
		// Wotton) makes a person, as it does before the name itself.
		if slices.ContainsFunc(cands[i].Aliases, titled) {
			cands[i].Kind = KindCharacter
		}
	}
	// A vessel: boarded, or owning a deck and a crew, and written with
	// "the" (the Pequod; not Ahab’s deck).
	for i := range cands {
		k, n := clues[i], counts[i]
		if k.vessel >= minVessel && float64(k.vessel) >= vesselShare*float64(n) && 2*k.the >= n {
			cands[i].Kind = KindItem
		}
	}
	kinOfPeople(cands)
	pluralPlaces(cands, clues, counts, texts)
	peoplePlurals(cands, clues, counts, texts)
}

// indefinitesEN count a common noun: a Munchkin, another Munchkin.
var indefinitesEN = map[string]bool{"a": true, "an": true, "another": true, "every": true, "each": true, "any": true, "no": true, "one": true}

// peopleShare is the share of a singular's occurrences that must be
// counted (a Munchkin) or stand before a lower-case noun (the Munchkin
// girls) for its plural to be a people's.
const peopleShare = 0.25

// peopleThe is the share of a people's plural's occurrences that "the"
// must precede (the Munchkins, the Tharks; Martians 15 of 62).
const peopleThe = 0.2

// peoplePlurals makes a faction of an English one-word plural whose
// singular the texts use as a common noun: counted (a wee Munchkin,
// another Munchkin) or as an adjective before a lower-case word (the
// Munchkin girls, a Munchkin maiden), in a quarter of its occurrences and
// twice at least. The Munchkins are a people, neither one character nor
// a place; a family's plural (the Campbells) has a singular that is a
// person's name (Campbell said, Mr. Campbell), which is seldom counted
// or an adjective, and is a suggested character of its own. A plural with no singular that "the" precedes half
// the times is a people too (the Winkies, the Yeehats) unless
// pluralPlaces read it as a place (the Alps: a range's, in a place's
// context).
func peoplePlurals(cands []Candidate, clues []kindClues, counts []int, texts []string) {
	// A character's name with a plural s is a family's (the Campbells of
	// Campbell, kinOfPeople).
	people := map[string]bool{}
	for _, c := range cands {
		if c.Kind == KindCharacter {
			people[c.Name+"s"], people[c.Name+"es"] = true, true
		}
	}
	plural, m := singularMatcher(cands, func(i int) bool { return !people[cands[i].Name] })
	if len(plural) == 0 {
		return
	}
	n, common := make([]int, len(plural)), make([]int, len(plural))
	for _, t := range texts {
		ms := m.Find(t)
		if len(ms) == 0 {
			continue
		}
		runes := []rune(t)
		for _, mt := range ms {
			j := mt.EntryID - 1
			n[j]++
			if counted(runes, mt.Start) || mt.End+1 < len(runes) && runes[mt.End] == ' ' && unicode.IsLower(runes[mt.End+1]) && nounAfter(runes, mt.End+1) {
				common[j]++
			}
		}
	}
	for j, i := range plural {
		c, k := cands[i], clues[i]
		// A people is written "the Munchkins" often (a surname's plural
		// Andrews, of Jane Andrews, seldom is), and a place's plural that
		// reads as a people must act or speak somewhere (the Tharks; not
		// the Highlands, of Highland clans).
		if counts[i] == 0 || float64(k.the) < peopleThe*float64(counts[i]) || c.Kind == KindPlace && k.person == 0 || c.Kind == KindFaction {
			continue
		}
		// A plural the texts write after "the" mostly, and no singular
		// of, that reads as no place (pluralPlaces) is a people too: the
		// Winkies, the Yeehats.
		alone := n[j] == 0 && c.Kind == KindCharacter && 2*k.the >= counts[i]
		if alone || common[j] >= 2 && float64(common[j]) >= peopleShare*float64(n[j]) {
			cands[i].Kind = KindFaction
		}
	}
}

// counted reports whether an indefinite determiner (indefinitesEN)
// stands before runes[start:], directly or over one or two lower-case
// words (a wee Munchkin).
func counted(runes []rune, start int) bool {
	at := start
	for k := 0; k < 3; k++ {
		w, j := wordBefore(runes, at)
		if w == "" || j == at {
			return false
		}
		if indefinitesEN[w] {
			return true
		}
		if !unicode.IsLower(runes[j]) || notAdjectivesEN[w] {
			return false
		}
		at = j
	}
	return false
}

// nounAfter reports whether the lower-case word at runes[i:] can be the
// noun a capitalised adjective goes with (the Munchkin girls): no
// function word or verb of a subject (Campbell said, Campbell was).
func nounAfter(runes []rune, i int) bool {
	j := i
	for j < len(runes) && unicode.IsLetter(runes[j]) {
		j++
	}
	w := string(runes[i:j])
	return !notAdjectivesEN[w] && !personAfterEN[w] && !verbsAfterEN[w]
}

// verbsAfterEN are the commonest verbs and words that follow a name as
// its subject's (Campbell was, Higgins had) or a clause's (Campbell
// too): no noun the name describes.
var verbsAfterEN = map[string]bool{
	"was": true, "is": true, "were": true, "are": true, "had": true, "has": true, "have": true,
	"would": true, "could": true, "should": true, "will": true, "shall": true, "might": true,
	"must": true, "may": true, "did": true, "does": true, "do": true, "went": true, "came": true,
	"made": true, "took": true, "got": true, "saw": true, "never": true, "too": true, "also": true,
	"again": true, "then": true, "now": true, "not": true, "himself": true, "herself": true,
	"he": true, "she": true, "it": true, "they": true, "i": true, "you": true, "we": true,
	"the": true, "a": true, "an": true, "his": true, "her": true, "if": true, "so": true,
}

// pluralPlaces makes a place of an English one-word name in a plural's
// form that the text has no singular of, written with "the" at least
// half the times, never in a person's context and at least once in a
// place's: the Alps (in the Alps, once in five: too seldom for a name of
// no form to be a place), the Pyrenees, the Indies. A name takes "the"
// when it is a place's (a range, a river, islands) or a common noun's
// (the Scarecrow, the Wizard), so "the" alone is no place clue: counted
// as one, it made places of 88 characters of the English books' top
// 50. A plural of people comes with its singular (the Munchkins and a
// Munchkin, the Higginses and Higgins, the Musgroves and Mr Musgrove); a
// range has none (no Alp in Frankenstein). A people the text has no
// singular of (the Yeehats) is not a place: it stands in no place's
// context.
func pluralPlaces(cands []Candidate, clues []kindClues, counts []int, texts []string) {
	plural, m := singularMatcher(cands, func(i int) bool {
		k, n := clues[i], counts[i]
		return cands[i].Kind == KindCharacter && n > 0 && k.person == 0 && k.place >= 1 && 2*k.the >= n
	})
	if len(plural) == 0 {
		return
	}
	seen := make([]bool, len(plural))
	for _, t := range texts {
		for _, mt := range m.Find(t) {
			seen[mt.EntryID-1] = true
		}
	}
	for j, i := range plural {
		if !seen[j] {
			cands[i].Kind = KindPlace
		}
	}
}

// pluralForm reports a capitalised word in the form of an English
// plural: an s after a lower-case letter other than s (Alps, Thames; not
// Swiss).
func pluralForm(name string) bool {
	r := []rune(name)
	n := len(r)
	return n >= 3 && unicode.IsUpper(r[0]) && r[n-1] == 's' && unicode.IsLower(r[n-2]) && r[n-2] != 's'
}

// kinOfPeople makes a character of an English one-word name that the
// other suggestions show to be a person's surname or a family: the last
// word of a character's full name (Cody of Dan Cody) or a character's
// name with a plural s (the Campbells of Campbell). The words around a
// surname alone say little — "smiled at Cody", "due to Cody", "from
// Cody" read like a place's prepositions, and a family is fought "among
// the Campbells" as a country is crossed — so Cody was a place and the
// Campbells a place, though the book had named them as people. A name
// whose own form says place (Mont Blanc, Switzerland) keeps its guess.
func kinOfPeople(cands []Candidate) {
	people := make(map[string]bool)
	for _, c := range cands {
		if c.Kind != KindCharacter || !isLatinName(c.Name) {
			continue
		}
		people[c.Name+"s"] = true
		if words := strings.Fields(c.Name); len(words) > 1 && !titled(c.Name) {
			people[words[len(words)-1]] = true
		}
	}
	for i, c := range cands {
		if c.Kind == KindPlace && people[c.Name] && !strings.Contains(c.Name, " ") && formKind(c.Name) == "" {
			cands[i].Kind = KindCharacter
		}
	}
}

// possessed returns the lower-case word a possessive ending at
// runes[:end] owns ("’s deck" gives deck), else "".
func possessed(runes []rune, end int) string {
	if end+3 >= len(runes) || runes[end] != '\'' && runes[end] != '’' || runes[end+1] != 's' || runes[end+2] != ' ' {
		return ""
	}
	i := end + 3
	j := i
	for j < len(runes) && (unicode.IsLetter(runes[j]) || runes[j] == '-') {
		j++
	}
	return strings.ToLower(string(runes[i:j]))
}

// isLatinName reports whether a name is written in letters that have
// case (English and its like), which surnames and plural s belong to.
func isLatinName(name string) bool {
	for _, r := range name {
		if unicode.IsLetter(r) && !unicode.In(r, unicode.Latin) {
			return false
		}
	}
	return true
}

// add reads the words around one occurrence, runes[start:end].
func (k *kindClues) add(runes []rune, start, end int) {
	if start >= end {
		return
	}
	if unicode.Is(unicode.Han, runes[end-1]) || unicode.Is(unicode.Han, runes[start]) {
		// A person's household is a place of its own: 到赵太爷家里 goes
		// to the house, and the name is its owner's.
		if end < len(runes) && runes[end] == '家' || end+1 < len(runes) && runes[end] == '的' && runes[end+1] == '家' {
			k.person++
			return
		}
		if start > 0 {
			switch before := runes[start-1]; {
			case placeBeforeHan[before]:
				k.place++
			case personBeforeHan[before]:
				k.person++
			}
		}
		if end+2 <= len(runes) && slices.Contains(establishmentsHan, string(runes[end:end+2])) {
			k.place++
		} else if end < len(runes) {
			switch after := runes[end]; {
			case placeAfterHan[after]:
				k.place++
			case personAfterHan[after]:
				k.person++
			case after == '的' && end+1 < len(runes) && bodyParts[runes[end+1]]:
				k.person++
			}
		}
		return
	}
	before, at := wordBefore(runes, start)
	if before == "the" {
		k.the++
		// The word before "the" tells: in the Alps, banks of the Rhine,
		// said the Scarecrow.
		before, at = wordBefore(runes, at)
	}
	after := wordAfter(runes, end)
	if before == "aboard" || before == "board" {
		k.vessel++ // aboard the Pequod, on board the Pequod
	}
	if part := possessed(runes, end); vesselPartsEN[part] {
		k.vessel++
	}
	// In a possessive before a common noun the preposition before is
	// the noun's: in Shakespeare’s plays, at Tom’s house say nothing of
	// a place. A possessive alone or before a name still does: at
	// Rolliver’s (the inn), in Edgar’s Buildings.
	if !possessiveOfNoun(runes, end) {
		k.place += placeBeforeEN[before]
		if before == "of" {
			if noun, _ := wordBefore(runes, at); placeOfEN[noun] {
				k.place++ // the valley of Chamounix
			}
		}
	}
	// The first word of a place's name of two (Grosvenor Square, Harley
	// Street) is the place when it stands alone too.
	if end+1 < len(runes) && runes[end] == ' ' && unicode.IsUpper(runes[end+1]) {
		j := end + 1
		for j < len(runes) && unicode.IsLetter(runes[j]) {
			j++
		}
		if placeLastEN[strings.ToLower(string(runes[end+1:j]))] {
			k.place++
		}
	}
	if personBeforeEN[before] {
		k.person++
	}
	if personAfterEN[after] {
		k.person++
	}
}

// possessiveOfNoun reports whether a possessive ending ('s, ’s) follows
// runes[:end], and a space and a lower-case word that can be its noun:
// no preposition or conjunction (at Rolliver’s for an hour).
func possessiveOfNoun(runes []rune, end int) bool {
	if end+3 >= len(runes) || runes[end] != '\'' && runes[end] != '’' || runes[end+1] != 's' || runes[end+2] != ' ' || !unicode.IsLower(runes[end+3]) {
		return false
	}
	next := wordAfter(runes, end+2)
	return placeBeforeEN[next] == 0 && !notNounsEN[next]
}

// notNounsEN are the words after a possessive that show it stands
// alone, for a house or a shop (at Rolliver’s and The Pure Drop).
var notNounsEN = map[string]bool{
	"and": true, "or": true, "but": true, "for": true, "of": true, "on": true, "with": true,
	"by": true, "as": true, "when": true, "where": true, "that": true, "half": true,
}

// wordBefore is the word, in lower case, that ends right before
// runes[start] across spaces, a title's full stop and opening quotes
// ("Mr. Kirwin", said “Elizabeth”), or "" after other punctuation; at is
// where it starts.
func wordBefore(runes []rune, start int) (word string, at int) {
	i := start
	for i > 0 && strings.ContainsRune(" \u00a0“‘\"'", runes[i-1]) {
		i--
	}
	title := false
	if i > 0 && runes[i-1] == '.' && i < start {
		i-- // the full stop of a title: the word must be one
		title = true
	}
	j := i
	for j > 0 && unicode.IsLetter(runes[j-1]) {
		j--
	}
	w := strings.ToLower(string(runes[j:i]))
	if title && !personBeforeEN[w] {
		return "", j
	}
	return w, j
}

// wordAfter is the word, in lower case, that starts right after
// runes[:end] across spaces, a comma and closing quotes ("Felix, who",
// “Elizabeth,” said), or "" after other punctuation.
func wordAfter(runes []rune, end int) string {
	i := end
	for i < len(runes) && strings.ContainsRune(" \u00a0,”’\"'", runes[i]) {
		i++
	}
	j := i
	for j < len(runes) && unicode.IsLetter(runes[j]) {
		j++
	}
	return strings.ToLower(string(runes[i:j]))
}

// guessKind decides a name's kind from its form and its clues over n
// occurrences. A mark of the name's own (a place suffix, a kinship
// word) decides unless the clues say the other kind clearly (twice as
// often, three times at least); without one, a name is a place when at
// least a tenth of its occurrences, and twice or more, stand in a
// place's context, twice as often as in a person's.
func guessKind(name string, k kindClues, n int) string {
	form := formKind(name)
	if form == KindFaction || form == KindCharacter && titled(name) {
		return form // an army, or a title before an English name (King George)
	}
	clearly := func(a, b float64) bool { return a >= 3 && a >= 2*b }
	switch form {
	case KindPlace:
		if clearly(k.person, k.place) {
			return KindCharacter
		}
		return KindPlace
	case KindCharacter:
		if clearly(k.place, k.person) {
			return KindPlace
		}
		return KindCharacter
	}
	if k.place >= 2 && k.place >= 0.1*float64(n) && k.place >= 2*k.person {
		return KindPlace
	}
	return KindCharacter
}

// titled reports whether an English name of several words begins with
// a title (personFirstEN), which no context outweighs.
func titled(name string) bool {
	words := strings.Fields(name)
	return len(words) > 1 && personFirstEN[strings.ToLower(words[0])]
}

// formKind is the kind the name's own form says, or "" when it says
// none.
func formKind(name string) string {
	g := []rune(name)
	if len(g) == 0 {
		return ""
	}
	last := g[len(g)-1]
	if unicode.Is(unicode.Han, last) {
		switch {
		case hasKinAffix(g) || last == '儿':
			return KindCharacter
		case factionSuffixesHan[last] && len(g) >= 2:
			return KindFaction
		case placeSuffixes[last] && len(g) >= 2:
			return KindPlace
		}
		for _, t := range personTitlesHan {
			if strings.HasSuffix(name, t) && utf8.RuneCountInString(name) > utf8.RuneCountInString(t) {
				return KindCharacter
			}
		}
		return ""
	}
	words := strings.Fields(name)
	first, lastWord := strings.ToLower(words[0]), strings.ToLower(words[len(words)-1])
	if len(words) > 1 && personFirstEN[first] {
		return KindCharacter
	}
	if len(words) > 1 && (placeLastEN[lastWord] || placeFirstEN[first]) {
		return KindPlace
	}
	if len(words) == 1 {
		if lexicon().regions[name] {
			return KindPlace
		}
		for _, e := range placeEndingsEN {
			if strings.HasSuffix(lastWord, e) && len(lastWord) >= len(e)+3 {
				return KindPlace
			}
		}
	}
	return ""
}

// singularMatcher returns the indexes of the candidates that are
// one-word English plurals and pass keep, and a matcher of their
// singular forms whose entry i+1 is plural[i]'s: what peoplePlurals and
// pluralPlaces look for in the texts. The matcher is nil when there is
// no such plural.
func singularMatcher(cands []Candidate, keep func(i int) bool) (plural []int, m *Matcher) {
	var singulars []Entry
	for i, c := range cands {
		if strings.Contains(c.Name, " ") || !isLatinName(c.Name) || !pluralForm(c.Name) || !keep(i) {
			continue
		}
		plural = append(plural, i)
		singulars = append(singulars, Entry{ID: uint64(len(plural)), Names: singularForms(c.Name)})
	}
	if len(plural) == 0 {
		return nil, nil
	}
	return plural, New(singulars)
}

// singularForms returns the forms a plural name's singular may take:
// the singular of Alps is Alp, of Higginses Higgins (or Higginse, which
// no book writes, so it finds nothing).
func singularForms(plural string) []string {
	names := []string{strings.TrimSuffix(plural, "s")}
	if strings.HasSuffix(plural, "es") {
		names = append(names, strings.TrimSuffix(plural, "es"))
	}
	return names
}
