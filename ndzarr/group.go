package ndzarr

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/ndgo/ndarray/nd"
)

// CreateGroup writes a group node at path: .zgroup (and .zattrs when
// attrs is non-empty) for format 2, zarr.json for format 3. Arrays and
// groups below it are created at paths inside it ("group/array").
func CreateGroup(ctx context.Context, s Store, path string, format int,
	attrs map[string]any) error {
	a := &Array{store: s, path: dirPrefix(path)}
	if format != 2 && format != 3 {
		return errorf(nd.ErrArgument, "CreateGroup: format %d, want 2 or 3", format)
	}
	if format == 3 {
		doc, err := json.MarshalIndent(zarrJSON{ZarrFormat: 3, NodeType: "group",
			Attributes: attrs}, "", "    ")
		if err != nil {
			return wrapf(nd.ErrArgument, err, "CreateGroup: attributes")
		}
		return a.put(ctx, "zarr.json", doc)
	}
	doc, err := json.MarshalIndent(attrs, "", "    ")
	if err != nil {
		return wrapf(nd.ErrArgument, err, "CreateGroup: attributes")
	}
	if err := a.put(ctx, ".zgroup", []byte("{\n    \"zarr_format\": 2\n}")); err != nil {
		return err
	}
	if len(attrs) == 0 {
		return nil
	}
	return a.put(ctx, ".zattrs", doc)
}

// Attributes returns the user attributes of the node (array or group) at
// path: .zattrs in v2, zarr.json's attributes in v3; empty when none.
func Attributes(ctx context.Context, s Store, path string) (map[string]any, error) {
	a := &Array{store: s, path: dirPrefix(path)}
	out := map[string]any{}
	raw, err := a.get(ctx, "zarr.json")
	if err == nil {
		var z zarrJSON
		if err := json.Unmarshal(raw, &z); err != nil {
			return nil, wrapf(ErrMetadata, err, "%szarr.json", a.path)
		}
		if z.Attributes != nil {
			out = z.Attributes
		}
		return out, nil
	}
	if !errors.Is(err, ErrNotFound) {
		return nil, err
	}
	raw, err = a.get(ctx, ".zattrs")
	if errors.Is(err, ErrNotFound) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, wrapf(ErrMetadata, err, "%s.zattrs", a.path)
	}
	return out, nil
}
