module github.com/pluglint/pluglint

go 1.26
