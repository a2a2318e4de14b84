package gocloud

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLocalFileURL(t *testing.T) {
	for in, want := range map[string]string{
		"file:///data/a.zarr":                              "file:///data/a.zarr?no_tmp_dir=1&metadata=skip",
		"file:///data/a.zarr?metadata=skip":                "file:///data/a.zarr?metadata=skip&no_tmp_dir=1",
		"file:///data/a.zarr?no_tmp_dir=yes":               "file:///data/a.zarr?no_tmp_dir=yes&metadata=skip",
		"file:///data/a.zarr?no_tmp_dir=yes&metadata=skip": "file:///data/a.zarr?no_tmp_dir=yes&metadata=skip",
		"file:///data/a.zarr#x":                            "file:///data/a.zarr?metadata=skip&no_tmp_dir=1#x",
		"file:///data/a%20b.zarr?create_dir=1":             "file:///data/a%20b.zarr?create_dir=1&no_tmp_dir=1&metadata=skip",
		"mem://":                                           "mem://",
		"s3://bucket?prefix=run.zarr/t/":                   "s3://bucket?prefix=run.zarr/t/",
		"file://%zz":                                       "file://%zz",
	} {
		assert.Equal(t, want, localFileURL(in), in)
	}
}
