package answer

import "testing"

// TestProse: code lines, reference entries, headers and table rows are not prose; findings are.
func TestProse(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{`#include "mapreduce/mapreduce.h"`, false},
		{`for (int i = 0; i < n; i++) { count += Emit(w); }`, false},
		{`MapReduceResult result; if (!MapReduce(spec, &result)) abort();`, false},
		{`[4] J. Dean and S. Ghemawat. MapReduce: simplified data processing on large clusters. In OSDI, 2004.`, false},
		{`12. Ghemawat, S., Gobioff, H., and Leung, S.-T. The Google file system. In Proc. SOSP, 2003.`, false},
		{`3.3 Fault Tolerance`, false},
		{`IMPLEMENTATION DETAILS`, false},
		{`0.12 0.45 0.98 1.23 4.56 7.89 | 10.1 11.2`, false},
		{`The master pings every worker periodically, and any map tasks completed by a failed worker are reset and rescheduled on other workers.`, true},
		{`MapReduce is a programming model and an associated implementation for processing and generating large data sets.`, true},
		{`Vitamin D supplementation (n = 1,234) reduced hip fractures by 20% (95% CI 0.68 to 0.94).`, true},
		{`Smith et al. showed in 2004 that exercise lowers blood pressure in adults.`, true},
	} {
		if got := prose(c.s); got != c.want {
			t.Errorf("prose(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
