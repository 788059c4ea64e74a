package registry

import "inkflow/model/manifest"

// bertInputs are the inputs of the Xenova BERT exports (optimum's
// feature-extraction export of a BertModel).
var bertInputs = []string{manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs}

// catalog is the registry, recommended model first.
//
// Where the pins come from (checked when the entries were written):
//
//   - bge-small-zh-v1.5: Xenova/bge-small-zh-v1.5 at 75c43b06…; onnx/model.onnx
//     was last changed by the repository's first upload (fcecc3c, per the
//     Hugging Face history of onnx/). Size and sha256 agree across
//     several public projects that pinned this revision and downloaded the
//     file (one records a real install at exactly this revision). The
//     tokenizer.json sha256 is also the one of the reference copy in
//     shared/reference/bge-small-zh-v1.5 (SHA256SUMS), 439,125 bytes.
//   - all-MiniLM-L6-v2: Xenova/all-MiniLM-L6-v2 at 751bff37…; the onnx/model.onnx
//     sha256 is the Hugging Face LFS oid of the file (upload 08a308f, unchanged
//     since), and size and sha256 of both files agree across public projects
//     pinning this revision.
//   - multilingual-e5-small: Xenova/multilingual-e5-small at 761b726d…; only the
//     int8 export's size and sha256 could be verified (several projects pin
//     the same revision with the same values). It stays Unsupported: see its
//     Unsupported text.
var catalog = []Model{
	{
		Name:        "bge-small-zh-v1.5",
		Description: "BAAI bge-small-zh-v1.5, Chinese retrieval (recommended for Chinese novels)",
		Repo:        "Xenova/bge-small-zh-v1.5",
		Revision:    "75c43b069aac4d136ba6bc1122f995fedcfd2781",
		ONNX: File{
			Path:   "onnx/model.onnx",
			Name:   "model.onnx",
			Size:   94_851_877,
			SHA256: "69a0b846f4f116b5e6aabf9546ea6754d02264f3211a13a1bd69b31b8040749a",
		},
		Tokenizer: File{
			Path:   "tokenizer.json",
			Name:   "tokenizer.json",
			Size:   439_125,
			SHA256: "48cea5d44424912a6fd1ea647bf4fe50b55ab8b1e5879c3275f80e339e8fae26",
		},
		Dims:        512,
		Pooling:     manifest.PoolingCLS,
		QueryPrefix: "为这个句子生成表示以用于检索相关文章：",
		MaxTokens:   512,
		Inputs:      bertInputs,
	},
	{
		Name:        "all-MiniLM-L6-v2",
		Description: "sentence-transformers all-MiniLM-L6-v2, English",
		Repo:        "Xenova/all-MiniLM-L6-v2",
		Revision:    "751bff37182d3f1213fa05d7196b954e230abad9",
		ONNX: File{
			Path:   "onnx/model.onnx",
			Name:   "model.onnx",
			Size:   90_387_606,
			SHA256: "759c3cd2b7fe7e93933ad23c4c9181b7396442a2ed746ec7c1d46192c469c46e",
		},
		Tokenizer: File{
			Path:   "tokenizer.json",
			Name:   "tokenizer.json",
			Size:   711_661,
			SHA256: "da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0",
		},
		Dims:    384,
		Pooling: manifest.PoolingMean,
		// sentence-transformers trained and runs it with 256 tokens; the
		// position table is longer, but past 256 quality is unmeasured.
		MaxTokens: 256,
		Inputs:    bertInputs,
	},
	{
		Name:        "multilingual-e5-small",
		Description: "intfloat multilingual-e5-small (int8), ~100 languages",
		Repo:        "Xenova/multilingual-e5-small",
		Revision:    "761b726dd34fb83930e26aab4e9ac3899aa1fa78",
		ONNX: File{
			Path:   "onnx/model_quantized.onnx",
			Name:   "model.onnx",
			Size:   118_308_185,
			SHA256: "f80102d3f2a1229f387d3c81909990d8945513e347b0eab049f7de3c6f98c193",
		},
		Tokenizer: File{
			Path:   "tokenizer.json",
			Name:   "tokenizer.json",
			Size:   17_082_730,
			SHA256: "0b44a9d7b51c3c62626640cda0e2c2f70fdacdc25bbbd68038369d14ebdf4c39",
		},
		Dims:           384,
		Pooling:        manifest.PoolingMean,
		QueryPrefix:    "query: ",
		DocumentPrefix: "passage: ",
		MaxTokens:      512,
		Inputs:         bertInputs,
		Unsupported: "its tokenizer is SentencePiece (Unigram), which InkFlow's tokenizer does not read yet, " +
			"and it needs a \"passage: \" prefix on indexed text, which model manifests cannot express yet",
	},
}
