package csl

// builtinLocaleXML is a minimal en-US locale used only when the loader yields nothing.
const builtinLocaleXML = `<locale xml:lang="en-US"><style-options punctuation-in-quote="true"/>
<date form="text"><date-part name="month" suffix=" "/><date-part name="day" suffix=", "/><date-part name="year"/></date>
<date form="numeric"><date-part name="month" form="numeric-leading-zeros" suffix="/"/><date-part name="day" form="numeric-leading-zeros" suffix="/"/><date-part name="year"/></date>
<terms><term name="and">and</term><term name="et-al">et al.</term><term name="no date" form="short">n.d.</term>
<term name="open-quote">“</term><term name="close-quote">”</term><term name="open-inner-quote">‘</term><term name="close-inner-quote">’</term>
<term name="ordinal">th</term><term name="ordinal-01">st</term><term name="ordinal-02">nd</term><term name="ordinal-03">rd</term>
<term name="ordinal-11">th</term><term name="ordinal-12">th</term><term name="ordinal-13">th</term>
<term name="edition" form="short">ed.</term><term name="page" form="short"><single>p.</single><multiple>pp.</multiple></term>
<term name="volume" form="short"><single>vol.</single><multiple>vols.</multiple></term>
<term name="editor" form="short"><single>ed.</single><multiple>eds.</multiple></term>
<term name="in">in</term><term name="accessed">accessed</term><term name="retrieved">retrieved</term><term name="from">from</term>
<term name="month-01">January</term><term name="month-02">February</term><term name="month-03">March</term><term name="month-04">April</term>
<term name="month-05">May</term><term name="month-06">June</term><term name="month-07">July</term><term name="month-08">August</term>
<term name="month-09">September</term><term name="month-10">October</term><term name="month-11">November</term><term name="month-12">December</term>
</terms></locale>`

func builtinLocale() *element {
	el, _ := parseXMLTree([]byte(builtinLocaleXML))
	return el
}
