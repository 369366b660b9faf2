package capability

import (
	"reflect"
	"testing"
)

func TestChatBridges(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"An HTTP chat bridge for your agent.", []string{"chat bridge"}},
		{"Telegram channel: a messaging bridge with access control.", []string{"messaging bridge"}},
		{"A message-bridge and two Chat Bridges.", []string{"message-bridge", "Chat Bridges"}},
		{"A stdio bridge to a hosted server.", nil},
		{"Chat with your builds.", nil},
		{"A chat history bridge.", nil},
		{"chat  bridge, chat--bridge, chat_bridge", nil},
		{"bridge chat", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range chatBridges(tt.text) {
			got = append(got, tt.text[sp[0]:sp[1]])
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("chatBridges(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
