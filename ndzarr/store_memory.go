package ndzarr

import (
	"bytes"
	"context"
	"iter"
	"slices"
	"strings"
	"sync"
)

// MemoryStore is a Store in memory (zarr-python's MemoryStore): for tests
// and for arrays that live only as long as the program. Its zero value is
// an empty store; it is safe for concurrent use.
type MemoryStore struct {
	mu      sync.RWMutex
	objects map[string][]byte // never modified in place: Set replaces
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{} }

// Get opens the bytes r selects of the object at key.
func (s *MemoryStore) Get(ctx context.Context, key string, r ByteRange) (ObjectReader, error) {
	if err := ctx.Err(); err != nil {
		return nil, wrapf(nil, err, "get %s", key)
	}
	if err := checkKey(key); err != nil {
		return nil, err
	}
	s.mu.RLock()
	data, ok := s.objects[key]
	s.mu.RUnlock()
	if !ok {
		return nil, errorf(ErrNotFound, "no object %s", key)
	}
	off, n, err := r.Resolve(int64(len(data)))
	if err != nil {
		return nil, wrapf(nil, err, "get %s", key)
	}
	return memoryReader{bytes.NewReader(data[off : off+n]), int64(len(data))}, nil
}

// memoryReader reads a MemoryStore object's bytes.
type memoryReader struct {
	*bytes.Reader
	size int64
}

func (r memoryReader) Size() int64  { return r.size }
func (r memoryReader) Close() error { return nil }

// Set stores a copy of data at key.
func (s *MemoryStore) Set(ctx context.Context, key string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return wrapf(nil, err, "set %s", key)
	}
	if err := checkKey(key); err != nil {
		return err
	}
	stored := bytes.Clone(data)
	if stored == nil {
		stored = []byte{}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.objects == nil {
		s.objects = map[string][]byte{}
	}
	s.objects[key] = stored
	return nil
}

// List yields the keys that start with prefix, in lexical order.
func (s *MemoryStore) List(ctx context.Context, prefix string) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		if err := ctx.Err(); err != nil {
			yield("", wrapf(nil, err, "list %s", prefix))
			return
		}
		if err := checkPrefix(prefix); err != nil {
			yield("", err)
			return
		}
		s.mu.RLock()
		var keys []string
		for k := range s.objects {
			if strings.HasPrefix(k, prefix) {
				keys = append(keys, k)
			}
		}
		s.mu.RUnlock()
		slices.Sort(keys)
		for _, k := range keys {
			if !yield(k, nil) {
				return
			}
		}
	}
}

// Delete removes the object at key, if any.
func (s *MemoryStore) Delete(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return wrapf(nil, err, "delete %s", key)
	}
	if err := checkKey(key); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.objects, key)
	return nil
}
