package eval

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"carrel/backend/app"
	"carrel/backend/httpapi"
	"carrel/backend/internal/beir"
	"carrel/backend/service"
)

// chatQuestions are asked in turn over the ingested PDFs (computational linguistics, systems
// and machine learning papers of the shared set).
var chatQuestions = []string{
	"What problem does the paper address?", "How is the proposed model trained?",
	"Which datasets are used in the experiments?", "How does the approach compare with the baseline?",
	"What are the main results?", "How is the parser evaluated?", "What features does the model use?",
	"How does the algorithm scale to large data?", "What are the limitations of the method?",
	"Which loss function is optimized?", "How are dependency trees built?", "What is the running time of inference?",
	"How is the training data annotated?", "Which languages are covered?", "How is accuracy measured?",
	"What is the role of the kernel?", "How are the hyperparameters chosen?", "What future work is proposed?",
	"How does the system handle ambiguity?", "What does the error analysis show?",
}

// scholarlyPDFs lists the first n PDFs of the shared set whose MANIFEST kind is "scholarly".
func scholarlyPDFs(dir string, n int) ([]string, error) {
	f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) > 3 && cols[3] == "scholarly" {
			out = append(out, cols[0])
		}
	}
	slices.Sort(out)
	return out[:min(n, len(out))], sc.Err()
}

// ingestPDFs uploads PDFs through the documents service and waits until they are parsed and indexed.
func ingestPDFs(ctx context.Context, b *app.Backend, dir string, names []string) ([]string, error) {
	owner := service.OwnerContext(ctx)
	var ids []string
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		f, err := b.Service.Files.Upload(owner, service.UploadParams{Purpose: "document", Filename: n, Data: data})
		if err != nil {
			return nil, err
		}
		res, err := b.Service.Documents.Create(owner, service.CreateDocumentParams{FileID: &f.ID})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		ids = append(ids, res.Document.ID)
	}
	for _, id := range ids {
		for {
			d, err := b.Service.Documents.Get(owner, id)
			if err != nil {
				return nil, err
			}
			if d.Status == "succeeded" {
				break
			}
			if d.Status == "failed" {
				return nil, fmt.Errorf("document %s (%s) failed: %+v", id, d.Filename, d.Error)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return ids, b.Service.Indexer.WaitIdle(ctx)
}

// evalChatLatency ingests PDFs, then sends streamed messages over the real HTTP API on loopback
// and measures the time from sending the request to reading the first message.delta.
func evalChatLatency(env Env, args []string) error {
	fs := flag.NewFlagSet("eval chat-latency", flag.ContinueOnError)
	pdfs := fs.Int("pdfs", 10, "PDFs of the shared set to ingest")
	messages := fs.Int("messages", 20, "streamed messages to time")
	depth := fs.String("depth", "standard", "message depth")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := sharedDir("chat-latency", "testdata/pdfs")
	if err != nil {
		return err
	}
	names, err := scholarlyPDFs(dir, *pdfs)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b, done, err := evalBackend(ctx, "", false)
	if err != nil {
		return err
	}
	defer done()
	t0 := time.Now()
	docs, err := ingestPDFs(ctx, b, dir, names)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stderr, "eval: ingested %d PDFs through the documents service in %s\n", len(docs), time.Since(t0).Round(time.Millisecond))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	srv := &http.Server{Handler: httpapi.New(b.Service, httpapi.Options{Addr: addr})}
	go srv.Serve(ln)
	defer srv.Close()
	owner := service.OwnerContext(ctx)
	key, err := b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "eval", Scopes: []string{"all"}})
	if err != nil {
		return err
	}
	chat, err := b.Service.Chats.Create(owner, service.CreateChatParams{DocumentIDs: docs, Depth: *depth})
	if err != nil {
		return err
	}
	var first, total []float64
	cites := 0
	for i := range *messages {
		q := chatQuestions[i%len(chatQuestions)]
		f, all, n, err := timeStream(addr, key.Secret, chat.ID, q)
		if err != nil {
			return fmt.Errorf("message %d: %w", i+1, err)
		}
		first, total, cites = append(first, f), append(total, all), cites+n
	}
	slices.Sort(first)
	slices.Sort(total)
	fmt.Fprintf(env.Stdout, "chat time to first message.delta over %d streamed messages on %d ingested PDFs (depth %s): p50 %.1f ms, p95 %.1f ms, max %.1f ms; to message.completed p50 %.1f ms; %.1f citations/answer\n",
		len(first), len(docs), *depth, beir.Percentile(first, 50), beir.Percentile(first, 95), first[len(first)-1], beir.Percentile(total, 50), float64(cites)/float64(len(first)))
	return nil
}

// timeStream posts one streamed message and reads the SSE response line by line: it returns the
// milliseconds to the first message.delta and to message.completed, and the citations seen.
func timeStream(addr, key, chatID, question string) (float64, float64, int, error) {
	body, _ := json.Marshal(map[string]any{"content": question, "stream": true})
	req, _ := http.NewRequest("POST", "http://"+addr+"/v1/chats/"+chatID+"/messages", strings.NewReader(string(body)))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	t0 := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, 0, 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		return 0, 0, 0, fmt.Errorf("status %d", res.StatusCode)
	}
	var first float64 = -1
	cites := 0
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch line {
		case "event: message.delta":
			if first < 0 {
				// The data line follows at once; the event is complete when it has been read.
				sc.Scan()
				first = ms(time.Since(t0))
			}
		case "event: citation.added":
			cites++
		case "event: message.completed":
			if first < 0 {
				return 0, 0, 0, errors.New("completed without any message.delta")
			}
			return first, ms(time.Since(t0)), cites, nil
		case "event: error":
			sc.Scan()
			return 0, 0, 0, errors.New(sc.Text())
		}
	}
	return 0, 0, 0, fmt.Errorf("stream ended without message.completed: %v", sc.Err())
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
