package model

import "inkflow/model/manifest"

// Manifest describes a model folder (manifest.json). It lives in the leaf
// package model/manifest so generators and the trainer can write it without
// linking ONNX Runtime; this alias is the name the rest of the app uses.
type Manifest = manifest.Manifest

// ManifestFile is the manifest's file name inside a model folder.
const ManifestFile = manifest.FileName

// ReadManifest reads and validates dir/manifest.json.
func ReadManifest(dir string) (Manifest, error) {
	return manifest.Read(dir)
}
