package pdfmeta

import (
	"regexp"
	"strconv"
	"strings"
)

// IEEE builds a conference paper's DOI from the conference's code and year:
// "10.1109/EMBC.2017.8037172", "10.1109/ICRA.2019.8793456", or with a number after the code
// ("10.1109/CYBER53097.2021.9588189"). Its proceedings' name is often printed nowhere on the
// page (only "978-1-5090-2809-2/17/$31.00 ©2017 IEEE"), but the DOI names the conference.
var ieeeConfDOIRe = regexp.MustCompile(`(?i)^10\.1109/([a-z][a-z-]{1,14}?)(?:\d{4,6})?\.((?:19|20)\d\d)\.\d{5,8}$`)

// ieeeConfCodes are the codes IEEE's DOIs give large, long-lived conferences that
// confAcronymNames does not list under that code, with the name a reference manager files
// their proceedings under (without year and edition).
var ieeeConfCodes = map[string]string{
	"ROBOT": "IEEE International Conference on Robotics and Automation", "CDC": "IEEE Conference on Decision and Control",
	"ACC": "American Control Conference", "ITSC": "IEEE International Conference on Intelligent Transportation Systems",
	"IVS": "IEEE Intelligent Vehicles Symposium", "ICC": "IEEE International Conference on Communications",
	"GLOCOM": "IEEE Global Communications Conference", "GLOBECOM": "IEEE Global Communications Conference",
	"INFOCOM": "IEEE Conference on Computer Communications", "VTC": "IEEE Vehicular Technology Conference",
	"ISCAS": "IEEE International Symposium on Circuits and Systems", "CEC": "IEEE Congress on Evolutionary Computation",
	"SMC": "IEEE International Conference on Systems, Man, and Cybernetics", "ICME": "IEEE International Conference on Multimedia and Expo",
	"BIGDATA": "IEEE International Conference on Big Data", "BIBM": "IEEE International Conference on Bioinformatics and Biomedicine",
	"ECCE": "IEEE Energy Conversion Congress and Exposition", "APEC": "IEEE Applied Power Electronics Conference and Exposition",
	"IECON": "Annual Conference of the IEEE Industrial Electronics Society", "PESGM": "IEEE Power & Energy Society General Meeting",
	"ISIT": "IEEE International Symposium on Information Theory", "ICCAD": "IEEE/ACM International Conference on Computer-Aided Design",
	"DAC": "ACM/IEEE Design Automation Conference", "ISSCC": "IEEE International Solid-State Circuits Conference",
	"IEDM": "IEEE International Electron Devices Meeting", "ASE": "IEEE/ACM International Conference on Automated Software Engineering",
	"ICCVW": "IEEE/CVF International Conference on Computer Vision Workshops", "CVPRW": "IEEE/CVF Conference on Computer Vision and Pattern Recognition Workshops",
	"AIM": "IEEE/ASME International Conference on Advanced Intelligent Mechatronics", "CASE": "IEEE International Conference on Automation Science and Engineering",
	"ROBIO": "IEEE International Conference on Robotics and Biomimetics", "HUMANOIDS": "IEEE-RAS International Conference on Humanoid Robots",
	"BIOROB": "IEEE RAS/EMBS International Conference on Biomedical Robotics and Biomechatronics",
	"ICORR":  "IEEE International Conference on Rehabilitation Robotics", "NER": "International IEEE/EMBS Conference on Neural Engineering",
	"BSN":    "IEEE International Conference on Wearable and Implantable Body Sensor Networks",
	"IGARSS": "IEEE International Geoscience and Remote Sensing Symposium", "FUZZ-IEEE": "IEEE International Conference on Fuzzy Systems",
}

// ieeeConfVenue is the proceedings an IEEE conference paper's DOI names, as "2017 Name (CODE)",
// and the DOI's year; "" and 0 for any other DOI or a code no table knows.
func ieeeConfVenue(doi string) (string, int) {
	m := ieeeConfDOIRe.FindStringSubmatch(strings.TrimSpace(doi))
	if m == nil {
		return "", 0
	}
	code := strings.ToUpper(m[1])
	name := ieeeConfCodes[code]
	if name == "" {
		name = confAcronymNames[code]
	}
	if name == "" {
		return "", 0
	}
	y, _ := strconv.Atoi(m[2])
	acr := code
	if code == "ROBOT" {
		acr = "ICRA"
	}
	return m[2] + " " + name + " (" + acr + ")", y
}
