package answer

import (
	"math"
	"slices"
	"testing"
)

// subjectStudyModel is a model whose study probability rests on the study's text holding the
// claim's subject alone: 0.12 without it, 0.88 with it.
func subjectStudyModel() *Model {
	n := len(studyFeatureNames)
	l := Logistic{Features: studyFeatureNames, Mean: make([]float64, n), Std: make([]float64, n), Weights: make([]float64, n), Bias: -2}
	for i := range l.Std {
		l.Std[i] = 1
	}
	l.Weights[slices.Index(studyFeatureNames, "text_subject_share")] = 4
	return &Model{Threshold: 0.1, Extra: 0.9, Study: l, StudyCite: 0.5, StudyCount: 0.5, StudyExtra: 0.4}
}

// studyOf is a study at rank with sentences of the given probabilities (all answering the
// question) and its text's share of the claim's subject.
func studyOf(rank int, subject float64, probs ...float64) PolicyStudy {
	st := PolicyStudy{Rank: rank, Static: make([]float64, staticStudyFeatures)}
	st.Static[slices.Index(studyFeatureNames, "text_subject_share")-(len(studyFeatureNames)-staticStudyFeatures)] = subject
	for _, p := range probs {
		st.Sentences = append(st.Sentences, PolicySentence{Prob: p, Relevant: true, Matched: true, About: true, Coverage: 0.5})
	}
	return st
}

// TestStudyModelInPolicy: with a study model, a study other than the best-ranked one is cited
// only when the model finds it likely a gold evidence abstract (the near neighbour with a likely
// sentence but not the claim's subject is not), a cited study counts only at StudyCount, and a
// likely study quotes a further sentence the sentence model alone would not.
func TestStudyModelInPolicy(t *testing.T) {
	m := subjectStudyModel()
	studies := []PolicyStudy{
		studyOf(1, 0, 0.6, 0.3),   // best-ranked, not about the subject: cited, not counted
		studyOf(2, 0, 0.7),        // a near neighbour: not cited
		studyOf(3, 1, 0.5, 0.3),   // the evidence: cited, counted, its second sentence quoted
		studyOf(4, 1, 0.4, 0.001), // evidence too; its second sentence is far below its finding
	}
	got := Policy(m, studies, 5, nil)
	var cited []int
	for _, f := range got {
		cited = append(cited, f.Study)
	}
	if !slices.Equal(cited, []int{0, 2, 3}) {
		t.Fatalf("cited studies %v, want [0 2 3]", cited)
	}
	if got[0].Counts || !got[1].Counts || !got[2].Counts {
		t.Errorf("counts %v %v %v, want false true true", got[0].Counts, got[1].Counts, got[2].Counts)
	}
	if !slices.Equal(got[1].Sentences, []int{0, 1}) || !slices.Equal(got[2].Sentences, []int{0}) {
		t.Errorf("quoted sentences %v and %v, want [0 1] and [0]", got[1].Sentences, got[2].Sentences)
	}
	// Without a study model the policy cites by the sentence probabilities alone.
	m.Study = Logistic{}
	if n := len(Policy(m, studies, 5, nil)); n != 4 {
		t.Errorf("without a study model %d studies cited, want 4", n)
	}
}

// TestStudyFeatures: the features read from the sentence probabilities are the best answering
// sentence's, its margin over the study's next, its share of the strongest study's and its rank.
func TestStudyFeatures(t *testing.T) {
	studies := []PolicyStudy{studyOf(1, 0, 0.2, 0.1), studyOf(2, 1, 0.8, 0.3)}
	studies[0].Sentences[0].Relevant = false // only matched: the relevant one is the finding
	fs := StudyFeatures(studies)
	at := func(k int, name string) float64 { return fs[k][slices.Index(studyFeatureNames, name)] }
	for _, c := range []struct {
		k    int
		name string
		want float64
	}{
		{0, "best_logit", math.Log(0.1 / 0.9)}, {0, "best_margin", -0.1}, {0, "best_share_of_top", 0.125}, {0, "prob_rank", 0.5},
		{1, "best_logit", math.Log(0.8 / 0.2)}, {1, "best_margin", 0.5}, {1, "best_share_of_top", 1}, {1, "prob_rank", 1},
		{1, "text_subject_share", 1}, {0, "text_subject_share", 0},
	} {
		if got := at(c.k, c.name); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("study %d %s = %v, want %v", c.k, c.name, got, c.want)
		}
	}
	if len(fs[0]) != len(studyFeatureNames) {
		t.Errorf("%d features, want %d", len(fs[0]), len(studyFeatureNames))
	}
}
