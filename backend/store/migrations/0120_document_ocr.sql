-- Which pages of a document were read by OCR, and how sure Tesseract was (issue 25): the JSON of
-- the document's "ocr" extension field, NULL for a born-digital PDF.
ALTER TABLE documents ADD COLUMN ocr TEXT;
