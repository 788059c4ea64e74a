// gen-inputs.mjs writes the tokenizer test inputs (JSONL, one {"cat", "text"}
// or {"cat", "b64"} per line) to the file named on the command line.
//
// Everything here is written for this test or synthesised from the pools
// below with a seeded PRNG, so the output is the same on every run and every
// machine: node gen-inputs.mjs ../../model/tokenizer/testdata/inputs.jsonl
import { writeFileSync } from "node:fs";

const out = process.argv[2];
if (!out) {
  console.error("usage: node gen-inputs.mjs OUTPUT.jsonl");
  process.exit(2);
}

// mulberry32: a tiny seeded PRNG; Math.random is not reproducible.
function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20240917);
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const records = [];
const add = (cat, text) => records.push({ cat, text });
const addBytes = (cat, bytes) => records.push({ cat, b64: Buffer.from(bytes).toString("base64") });

// ---- Hand-written cases, by category -------------------------------------

const zhSimplified = [
  "夜里下了一场小雨，街灯把湿漉漉的石板路照得发亮。",
  "她把旧信折好，放回抽屉最里面，好像什么都没有发生过。",
  "第三章写到一半，作者忽然想起主角的名字还没定下来。",
  "风从河面上吹过来，带着一点青草和泥土的味道。",
  "老陈说，明天一早就出发，谁也不许迟到。",
  "这本小说讲的是一个小镇姑娘离家闯荡的故事。",
  "他低头看了看手表，已经快十二点了。",
  "我们在山顶等日出，等到最后只看见一片浓雾。",
  "窗外的梧桐叶子落了一地，秋天真的来了。",
  "如果你愿意，我可以把结局改得温暖一些。",
  "编辑在稿子边上写了三个字：再想想。",
  "城市很大，可她只记得那条通往学校的小巷。",
  "搜索功能应该找到最相关的段落，而不是整章内容。",
  "向量检索和关键词检索各有长处，合在一起效果更好。",
];
const zhTraditional = [
  "夜裡下了一場小雨，街燈把濕漉漉的石板路照得發亮。",
  "她把舊信摺好，放回抽屜最裡面，好像什麼都沒有發生過。",
  "這本小說講的是一個小鎮姑娘離家闖蕩的故事。",
  "編輯在稿子邊上寫了三個字：再想想。",
  "風從河面上吹過來，帶著一點青草和泥土的味道。",
  "臺灣、香港與澳門的書寫習慣略有不同。",
];
const zhClassical = [
  "子曰：「學而時習之，不亦說乎？」",
  "他說：「她告訴我『明天再來』……可是她再也沒來。」",
  "《紅樓夢》——一部寫盡人情冷暖的書。",
  "〈序〉：春、夏、秋、冬；喜、怒、哀、樂。",
  "山不在高，有仙則名；水不在深，有龍則靈。",
  "「你去哪兒？」「回家。」——對話就這樣結束了……",
  "第一回　甄士隱夢幻識通靈　賈雨村風塵懷閨秀",
  "【注】本段引文見卷三·第十二頁。",
];
const english = [
  "The quick brown fox jumps over the lazy dog.",
  "She folded the old letter and put it back in the drawer, as if nothing had happened.",
  "Tokenization isn't hard; it's just full of edge-cases (and exceptions!).",
  "Chapter 12: In which our heroine finally leaves the village.",
  "\"Where are you going?\" he asked. \"Home,\" she said.",
  "E-mail me at writer@example.com or visit https://example.org/path?q=1&r=2#top.",
  "Well... I don't know -- maybe tomorrow? Maybe never!",
  "It was 3:45 p.m. on Tuesday, 14 March 2023.",
  "Semantic search finds the small passage; big-chunk return gives the whole scene.",
  "unbelievably UNBELIEVABLY Unbelievably unbelievable-ness",
  "C++ and C# are languages; so are Go, Rust, and JavaScript.",
  "x=y+z; a<b>c; {key: 'value'}; [1, 2, 3]; ~tilde `backtick` ^caret |pipe",
];
const mixed = [
  "我最近在读 Harry Potter 的中文版，感觉翻译得很好。",
  "今天的 meeting 改到下午3点，记得带上 MacBook。",
  "InkFlow 是一个离线写作工具，支持 semantic search。",
  "他用 Python 写了一个脚本，把 5000 字的章节切成 chunks。",
  "这个 bug 在 v2.7.1 里修好了吗？还没有（not yet）。",
  "GPT、BERT和bge-small-zh-v1.5都是模型名字。",
  "《The Lord of the Rings》中文译名是《魔戒》。",
  "价格是$19.99，折合人民币约¥143元。",
];
const accents = [
  "café naïve Ångström Zoë façade résumé jalapeño",
  "ﬁnance ﬂower ﬀ ﬃ ﬄ ﬅ ﬆ",
  "Straße Maßstab GROẞ",
  "İstanbul DİYARBAKIR ıiIİ",
  "ΟΔΥΣΣΕΥΣ Σίσυφος ΣΊΣΥΦΟΣ. ΑΣ.Α ʰΣ ªΣ",
  "e\u0301 a\u0300 o\u0308 n\u0303 combining marks",
  "Ǆ ǅ ǆ Ǳ ǲ ǳ titlecase digraphs",
  "Crème brûlée, Škoda, Łódź, Ðaðaðo, Þór, Œuvre, Ærø",
  "Tiếng Việt có rất nhiều dấu thanh.",
  "Ελληνικά: Καλημέρα κόσμε",
  "Русский: Съешь же ещё этих мягких французских булок",
  "Ⅻ ⅻ Ⓐ ⓐ 𝐀𝐁𝐂 𝓐𝓑𝓒 ＡＢＣ",
  "Å Å Å (angstrom sign, precomposed, decomposed)",
];
const fullWidth = [
  "ＡＢＣ１２３，！",
  "ＨＥＬＬＯ　ｗｏｒｌｄ！　全角スペース",
  "（括号）【方括号】｛花括号｝＜尖括号＞",
  "１２３４５６７８９０％＃＆＊＠",
  "ｶﾀｶﾅ ﾊﾝｶｸ ｰ･｡｢｣",
];
const numbers = [
  "3.14159 2.71828 1,234,567.89 -42 +7 1e-9",
  "2024年10月1日，第42章，共1000页。",
  "½ ¼ ¾ ² ³ ¹ ⁴ ₂ ① ② ⑩ ㊿",
  "٠١٢٣٤٥٦٧٨٩ ०१२३ 〇一二三四五六七八九十百千万亿",
  "12345678901234567890 007 0x1F 0b1010",
  "第一百零八回 No.108 #108 108th",
];
const emoji = [
  "👩‍👩‍👧 family",
  "🏳️‍🌈 rainbow flag",
  "👍🏽 👍🏿 👋🏻 skin tones",
  "🧑🏿‍💻 technologist",
  "❤️ ❤ ♥ 💔 hearts",
  "🇨🇳 🇺🇸 🇯🇵 flags",
  "1️⃣ #️⃣ *️⃣ keycaps",
  "😀😃😄😁😆😅🤣😂 no spaces",
  "今天好开心😊明天见👋",
  "🥰🫠🫶 newer emoji",
];
const controls = [
  "tab\there\ttoo",
  "carriage\rreturn\r\nwindows",
  "nul\u0000byte",
  "next\u0085line",
  "zero\u200bwidth\u200bspace",
  "\ufeffbyte order mark",
  "soft\u00adhyphen",
  "line\u2028separator\u2029paragraph",
  "vertical\u000btab\u000cformfeed",
  "unit\u001fseparator\u007fdelete",
  "zwj\u200dalone zwnj\u200cthere",
  "word\u2060joiner",
  "private\ue000use\udb80\udc00plane15",
  "lone surrogate \ud800 here",
  "\u0001\u0002\u0003",
  "\u200e\u200fmarks\u202a\u202e",
  "ideographic\u3000space\u00a0nbsp\u2003em\u202fnarrow",
  "replacement\ufffdchar",
  "mongolian\u180evowel separator",
];
const cjkExt = [
  "𠀀𠀁𠀂 Extension B",
  "𪚥𫝀𬺰𰀀 more extensions",
  "㐀㐁䶵 Extension A",
  "豈更車 compatibility ideographs",
  "丽丸乁 compatibility supplement",
  "𠀀abc 𠀀你好 abc𠀀",
  "⺀⺁⼀⼁ radicals 〆々〇",
  "\u4e00\u9fff\u3400\u4dbf\uf900\ufaff edges a\u9fffb a\u4dbfb a\uf900b",
  "a\u4dc0b a\u33ffb a\ufb00b a\u2e80b just outside the CJK blocks",
];
const kanaHangul = [
  "ひらがな カタカナ 日本語の文章です。",
  "東京都渋谷区でラーメンを食べました！",
  "ｺﾝﾆﾁﾊ ヴァイオリン ゟ ヿ",
  "안녕하세요, 한국어 문장입니다.",
  "서울특별시 종로구 ㄱㄴㄷ ㅏㅑㅓ",
  "日本語と한국어と中文が混ざった文",
];
const rtl = [
  "مرحبا بالعالم، كيف حالك؟",
  "שָׁלוֹם עוֹלָם! מה שלומך?",
  "English then عربي then עברית end.",
  "\u202bembedded RTL\u202c and ‏marks‎",
  "Urdu: اردو Persian: فارسی ۱۲۳",
];
const special = [
  "[CLS]",
  "[SEP] text [MASK]",
  "[PAD][PAD]",
  "[UNK] unknown",
  "[cls] [Cls] [ CLS ]",
  "[CL\u200bS]",
  "[SEP\u0000]",
  "x[MASK]y",
  "[[CLS]]",
  "[CLS[SEP]]",
  "InkFlow inkflow INKFLOW Ink Flow",
  "before <mark>  after  <mark>x",
  "[mask] [MASK] [Mask]",
];
const edge = [
  "",
  " ",
  "   \t\n  ",
  ".",
  "!!!???...",
  "a",
  "我",
  "\u0000",
  "\u200b",
  "a.b,c;d:e!f?g",
  "¥$€£©®™°±×÷§¶†‡•",
  "→←↑↓⇒⇔∀∃∈∉∑∏√∞≈≠≤≥",
  "┌─┐│└┘ ⠁⠃⠉ ░▒▓█",
  "'quoted' \"double\" ‘curly’ “curly” «guillemets» ‹single›",
  "hy-phen en–dash em—dash ‐ ‑ ‒ ― ⁓",
  "under_score __dunder__ snake_case_name",
  "   leading and trailing spaces   ",
];
const longWords = [
  "a".repeat(99),
  "a".repeat(100),
  "a".repeat(101),
  "b".repeat(150),
  "pneumonoultramicroscopicsilicovolcanoconiosis".repeat(3),
  "1234567890".repeat(12),
  "é".repeat(100),
  "é".repeat(101),
  "e\u0301".repeat(60),
  "ab".repeat(50) + " " + "cd".repeat(51),
  "x".repeat(98) + "ﬁ",
  "Ω".repeat(120),
  "😀".repeat(101),
  "ａ".repeat(101),
  "antidisestablishmentarianism",
  "supercalifragilisticexpialidocious",
  "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft",
];

for (const [cat, list] of Object.entries({
  zhSimplified, zhTraditional, zhClassical, english, mixed, accents, fullWidth, numbers,
  emoji, controls, cjkExt, kanaHangul, rtl, special, edge, longWords,
})) {
  for (const t of list) add(cat, t);
}

// ---- Ill-formed UTF-8 (only Go can see these bytes; see gen.mjs) --------
const u8 = (s) => [...Buffer.from(s, "utf8")];
for (const bytes of [
  [0xff],
  [0xe4, 0xbd],
  [0xe4, 0xbd, 0x41],
  [...u8("abc"), 0xc0, 0xaf, ...u8("def")],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe0, 0x80, 0x8f],
  [...u8("你"), 0xe5, ...u8("好"), 0x80, ...u8("[CLS]")],
  [...u8("[CL"), 0xff, ...u8("S]")],
  [0xf0, 0x9f, 0x98, ...u8("x")],
]) {
  addBytes("invalidUTF8", bytes);
}

// ---- Synthesised mixtures ------------------------------------------------
const pools = {
  hanzi: [..."的一是不了人我在有他这中大来上个国到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切精"],
  trad: [..."這們說個國會來對時後過還發現沒進裡當點開頭經動兩長實問關學變從幾實讓認論與張書"],
  punctZh: [..."，。、；：？！「」『』《》〈〉（）【】……——·～"],
  latin: [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"],
  digits: [..."0123456789"],
  asciiPunct: [..."!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"],
  accented: [..."áàâäãåāăąçćčďéèêëēęěíìîïīłñńňóòôöõøōřśšťúùûüūůýÿžæœßÆŒÅÉÑÖÜ"],
  greek: [..."αβγδεζηθικλμνξοπρστυφχψωςΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩάέήίόύώ"],
  cyrillic: [..."абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"],
  kana: [..."あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンー"],
  hangul: [..."가나다라마바사아자차카타파하한국어문장입니다서울강산"],
  arabic: [..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي"],
  hebrew: [..."אבגדהוזחטיכלמנסעפצקרשת"],
  fullwidth: [..."ＡＢＣＤＥＦｇｈｉｊ０１２３４５６７８９，．！？：；（）"],
  emoji: ["😀", "👍🏽", "👩‍👩‍👧", "🏳️‍🌈", "❤️", "🇨🇳", "🧑🏿‍💻", "🎉", "🐉", "🥟"],
  ext: ["𠀀", "𠀁", "𪚥", "𫝀", "𬺰", "㐀", "䶵", "豈", "丽", "𰀀"],
  control: ["\t", "\n", "\r", "\u0000", "\u0085", "\u200b", "\ufeff", "\u00ad", "\u2028", "\u000b", "\u3000", "\u00a0", "\u200d"],
  symbols: [..."¥$€£©®™°±×÷§¶→←∞≈≠≤≥★☆♪♫"],
  marks: ["\u0301", "\u0300", "\u0308", "\u0303", "\u0327", "\u030a"],
  space: [" ", " ", " ", "  "],
  special: ["[CLS]", "[SEP]", "[MASK]", "[PAD]", "[UNK]", "[mask]", "InkFlow", "<mark>"],
};
const poolNames = Object.keys(pools);

// A word of 1–14 characters from one pool (Latin-like pools) or a run of
// ideographs/punctuation.
function piece(pool) {
  const p = pools[pool];
  const n = pool === "special" || pool === "emoji" || pool === "control" || pool === "space" ? 1 : int(1, 14);
  let s = "";
  for (let i = 0; i < n; i++) s += pick(p);
  return s;
}

function randomText(targetLen, weights) {
  let s = "";
  while ([...s].length < targetLen) {
    const pool = weights ? weights() : pick(poolNames);
    s += piece(pool);
    if (rand() < 0.35) s += " ";
  }
  return s;
}

// 200 short and medium random mixtures over every pool.
for (let i = 0; i < 200; i++) add("random", randomText(int(1, 160)));

// 40 prose-like mixtures built from the hand-written sentences.
const sentences = [...zhSimplified, ...zhTraditional, ...zhClassical, ...english, ...mixed, ...accents, ...kanaHangul, ...rtl];
for (let i = 0; i < 40; i++) {
  let s = "";
  const n = int(2, 6);
  for (let k = 0; k < n; k++) s += pick(sentences) + pick(["", " ", "\n", "\n\n", "　"]);
  add("prose", s);
}

// ---- Long texts (~5,000 characters) --------------------------------------
function longText(makeUnit) {
  let s = "";
  while ([...s].length < 5000) s += makeUnit();
  return [...s].slice(0, 5000).join("");
}
const weighted = (table) => () => {
  let r = rand() * table.reduce((a, [, w]) => a + w, 0);
  for (const [name, w] of table) {
    if ((r -= w) < 0) return name;
  }
  return table[0][0];
};
add("long", longText(() => pick(zhSimplified) + (rand() < 0.2 ? "\n\n" : "")));
add("long", longText(() => pick(english) + " "));
add("long", longText(() => pick([...mixed, ...zhTraditional, ...zhClassical]) + pick(["", "\n"])));
add("long", longText(() => randomText(80, weighted([["hanzi", 6], ["punctZh", 2], ["latin", 2], ["digits", 1], ["emoji", 1], ["control", 1]]))));
add("long", longText(() => randomText(80, weighted([["latin", 5], ["accented", 2], ["asciiPunct", 2], ["greek", 1], ["cyrillic", 1], ["marks", 1], ["special", 1]]))));
add("long", longText(() => randomText(60, () => pick(poolNames))));

writeFileSync(out, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
const counts = {};
for (const r of records) counts[r.cat] = (counts[r.cat] || 0) + 1;
console.error(`wrote ${out}: ${records.length} inputs`, JSON.stringify(counts));
