package assistant

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/zalando/go-keyring"
)

// KeyEnv is the environment variable that supplies the API key where the
// OS keyring is unavailable (headless Linux without a Secret Service); it
// wins over the keyring when set.
const KeyEnv = "INKFLOW_ASSISTANT_KEY"

// keyringService and keyringUser name InkFlow's entry in the OS keyring.
const (
	keyringService = "inkflow"
	keyringUser    = "assistant-api-key"
)

// ErrNoKeyring: the OS keyring cannot be reached.
var ErrNoKeyring = errors.New("the OS keyring is not available")

// APIKey returns the API key: $INKFLOW_ASSISTANT_KEY when set, else the
// one stored in the OS keyring, else "". An unreachable keyring counts as
// no key (local servers need none); source says where it came from.
func APIKey() (key, source string) {
	if k := strings.TrimSpace(os.Getenv(KeyEnv)); k != "" {
		return k, KeyEnv
	}
	k, err := keyring.Get(keyringService, keyringUser)
	if err != nil {
		return "", ""
	}
	return k, "keyring"
}

// SetAPIKey stores key in the OS keyring; an empty key deletes it. Where
// there is no keyring the error says to use $INKFLOW_ASSISTANT_KEY.
func SetAPIKey(key string) error {
	var err error
	if key = strings.TrimSpace(key); key == "" {
		err = keyring.Delete(keyringService, keyringUser)
		if errors.Is(err, keyring.ErrNotFound) {
			err = nil
		}
	} else {
		err = keyring.Set(keyringService, keyringUser, key)
	}
	if err != nil {
		// The library's error can quote the D-Bus reply, never the key.
		return fmt.Errorf("assistant: %w (%v); set the key in $%s instead", ErrNoKeyring, err, KeyEnv)
	}
	return nil
}

// MockKeyring replaces the OS keyring with an in-memory one for tests;
// with err set, every keyring call fails with it (as on a machine without
// a Secret Service).
func MockKeyring(err error) {
	if err != nil {
		keyring.MockInitWithError(err)
		return
	}
	keyring.MockInit()
}
