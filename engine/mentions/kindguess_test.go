package mentions

import (
	"strings"
	"testing"
)

// TestTallyGuessesKinds: every suggestion was added as a character,
// Kansas and 未庄 too. Tally guesses the kind from the name's form (a
// place suffix, a kinship word, an army's 兵) and from how the text uses
// it (到未庄, in Kansas: a place; 阿Q说, said Dorothy: a person), and a
// name of no mark stays a character.
func TestTallyGuessesKinds(t *testing.T) {
	tests := []struct {
		name string
		text string // written five times
		cand string
		want string
	}{
		{"a Chinese place after verbs of motion", "阿Q到未庄去。他在未庄住着。人们回未庄。", "未庄", KindPlace},
		{"a Chinese place by its suffix", "鲁镇的酒店很热闹。鲁镇人都知道。", "鲁镇", KindPlace},
		{"a Chinese person who speaks", "阿Q说：“你算什么？”阿Q笑了，对阿Q，众人摇头。", "阿Q", KindCharacter},
		{"a Chinese household is its owner's", "他到赵太爷家里去。赵太爷家很大。", "赵太爷", KindCharacter},
		{"a person after 在 still speaks", "他在七斤身边。七斤说：“好。”七斤笑了。七斤道：“走。”", "七斤", KindCharacter},
		{"a tavern's sign", "他在咸亨酒店喝酒。咸亨酒店关了门。", "咸亨", KindPlace},
		{"an army", "魏兵大至。魏兵退去。", "魏兵", KindFaction},
		{"a Chinese name of no mark", "玄德与众人同行，玄德曰：“善。”", "玄德", KindCharacter},
		{"an English place after prepositions", "They lived in Kansas then. She went back to Kansas. Far from Kansas, she wept.", "Kansas", KindPlace},
		{"an English place by its last word", "They saw the Emerald City at dawn. The Emerald City shone.", "Emerald City", KindPlace},
		{"an English place by its ending", "He studied at Ingolstadt. Ingolstadt was cold.", "Ingolstadt", KindPlace},
		{"an English place after a place noun and of", "We reached the valley of Chamounix. The village of Chamounix slept.", "Chamounix", KindPlace},
		{"an English place over the", "We rested among the Alps. Snow lay in the Alps.", "Alps", KindPlace},
		{"an English person who speaks", "“Come,” said Dorothy. Dorothy replied at once. I wrote to Dorothy.", "Dorothy", KindCharacter},
		{"an English person after the and a verb of speech", "“No,” said the Scarecrow. The Scarecrow thought hard.", "Scarecrow", KindCharacter},
		{"an English title first", "They paid rent to King George. In King George we trust.", "King George", KindCharacter},
		{"an English name of no mark", "Then Walton wrote again. We waited for Walton.", "Walton", KindCharacter},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			texts := []string{strings.Repeat(tt.text+"\n\n", 5)}
			cands := []Candidate{{Name: tt.cand}}
			Tally(cands, texts)
			if cands[0].Kind != tt.want {
				t.Errorf("%s: kind %q, want %q", tt.cand, cands[0].Kind, tt.want)
			}
			if cands[0].Count < 5 {
				t.Errorf("%s: count %d, want 5 or more", tt.cand, cands[0].Count)
			}
		})
	}
}

// TestTallyKnowsSurnamesAndFamilies: the words around a surname or a
// family read like a place's ("smiled at Cody", "from Cody", "among the
// Campbells"), so The Great Gatsby's Cody and Kidnapped's Campbells were
// suggested as places. The other suggestions say what they are: the last
// word of a character's full name, a character's name with a plural s.
// A name whose own form is a place's keeps it.
func TestTallyKnowsSurnamesAndFamilies(t *testing.T) {
	tests := []struct {
		name  string
		text  string // written five times
		cands []string
		want  map[string]string
	}{
		{"a surname after prepositions", "“That’s Mr. Dan Cody,” he said. Dan Cody was rich. He smiled at Cody. It was due to Cody. He got it from Cody.",
			[]string{"Dan Cody", "Cody"}, map[string]string{"Dan Cody": KindCharacter, "Cody": KindCharacter}},
		{"a family after prepositions", "“I am a Campbell,” said Campbell. He lived in a country of the Campbells. What ails ye at the Campbells?",
			[]string{"Campbell", "Campbells"}, map[string]string{"Campbell": KindCharacter, "Campbells": KindCharacter}},
		{"a place alone stays a place", "They lived in Kansas then. She went back to Kansas. Far from Kansas, she wept.",
			[]string{"Kansas"}, map[string]string{"Kansas": KindPlace}},
		{"a place named after a person keeps its form", "Uncle Henry farmed. They sailed to New Henry. We stayed in Port Henry and at Port Henry again.",
			[]string{"Uncle Henry", "Port Henry"}, map[string]string{"Port Henry": KindPlace}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			texts := []string{strings.Repeat(tt.text+"\n\n", 5)}
			cands := make([]Candidate, len(tt.cands))
			for i, n := range tt.cands {
				cands[i] = Candidate{Name: n}
			}
			Tally(cands, texts)
			for _, c := range cands {
				if want, ok := tt.want[c.Name]; ok && c.Kind != want {
					t.Errorf("%s: kind %q, want %q", c.Name, c.Kind, want)
				}
			}
		})
	}
}

// TestTallyPluralPlaces: Frankenstein's Alps were a character: five
// times in the book, once after "in", never said or spoken to. A plural
// the text has no singular of, written with "the", in no person's
// context and once at least in a place's, is a place; a plural of people
// has its singular (a Munchkin, Higgins) or no place context (the
// Yeehats), and a name that speaks is no place either. A plural is a
// people (a faction) when its singular is counted or an adjective (a wee
// Munchkin, the Munchkin girls) or it has none and "the" stands before
// it mostly (the Yeehats); a surname's plural seldom after "the"
// (Andrews) stays a character, and a place's plural that never acts
// (the Highlands, a Highland chief) a place.
func TestTallyPluralPlaces(t *testing.T) {
	tests := []struct {
		name, text, cand, want string
	}{
		{"a range", "It was echoed from the Alps of Savoy. The mighty Alps shone. The Alps here come closer. He fled to the crown of white Alps. He took refuge in the Alps.", "Alps", KindPlace},
		{"a people with its singular", "The Munchkins danced. A Munchkin bowed. She lived among the Munchkins. The Munchkins sang.", "Munchkins", KindCharacter},
		{"a people whose singular is counted", "The Munchkins danced. A wee Munchkin bowed. She lived among the Munchkins. Another Munchkin came. The Munchkin girls sang.", "Munchkins", KindFaction},
		{"a family of es", "Higgins came home. The Higginses were poor. He went to the Higginses. The Higginses ate.", "Higginses", KindCharacter},
		{"a family seldom with the", "Jane Andrews came. Andrews was late. The Andrews laughed. Andrews went. Andrews sat. Andrews smiled. Andrews wept. Andrew was there. An Andrew came. An Andrew went.", "Andrews", KindCharacter},
		{"a people with no place context", "The Yeehats danced. The Yeehats sang. The Yeehats fled.", "Yeehats", KindFaction},
		{"a plural that speaks, no place", "“No,” said the Twins. The Twins laughed. He sat in the Twins’ room. The Twins ran.", "Twins", KindFaction},
		{"a place whose singular is an adjective", "They came to the Highlands. In the Highlands it rained. They lived in the Highlands. A Highland man came. The Highland clans rose. A Highland chief fought.", "Highlands", KindPlace},
		{"a plural seldom with the", "Jorkins came. Jorkins went in the dark. Jorkins sat. The Jorkins desk.", "Jorkins", KindCharacter},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cands := []Candidate{{Name: tt.cand}}
			Tally(cands, []string{tt.text})
			if cands[0].Kind != tt.want {
				t.Errorf("%s: kind %q, want %q", tt.cand, cands[0].Kind, tt.want)
			}
		})
	}
}

// TestTallyVessels: Moby-Dick's Pequod, a ship, was a character. A name
// boarded (aboard the Pequod) or owning a deck or a crew, written with
// "the", is a thing (KindItem); a captain owning his deck (Ahab’s deck)
// and a character always after "the" (the Scarecrow) are people.
func TestTallyVessels(t *testing.T) {
	tests := []struct {
		name, text, cand, want string
	}{
		{"a ship", "We went aboard the Pequod. The Pequod sailed. On the Pequod’s deck stood Ahab. The Pequod’s crew cheered. The Pequod turned.", "Pequod", KindItem},
		{"a captain", "Ahab walked. Ahab’s deck was wet. Ahab said no. Ahab’s crew cheered. Ahab slept.", "Ahab", KindCharacter},
		{"a character after the", "The Scarecrow walked. The Scarecrow said no. She saw the Scarecrow. The Scarecrow’s head was straw.", "Scarecrow", KindCharacter},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cands := []Candidate{{Name: tt.cand}}
			Tally(cands, []string{strings.Repeat(tt.text+"\n\n", 3)})
			if cands[0].Kind != tt.want {
				t.Errorf("%s: kind %q, want %q", tt.cand, cands[0].Kind, tt.want)
			}
		})
	}
}
