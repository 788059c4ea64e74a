package index

import "inkflow/storage/keyword"

func keywordQuery(text string, project uint64) keyword.Query {
	return keyword.Query{Text: text, Project: project, K: 10}
}
