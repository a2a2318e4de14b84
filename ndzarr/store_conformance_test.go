package ndzarr_test

import (
	"testing"

	"github.com/ndgo/ndarray/ndzarr"
	"github.com/ndgo/ndarray/ndzarr/storetest"
)

func TestFileStoreContract(t *testing.T) { storetest.Run(t, ndzarr.NewFileStore(t.TempDir())) }

func TestMemoryStoreContract(t *testing.T) { storetest.Run(t, ndzarr.NewMemoryStore()) }

func TestMemoryStoreZeroValue(t *testing.T) { storetest.Run(t, new(ndzarr.MemoryStore)) }
