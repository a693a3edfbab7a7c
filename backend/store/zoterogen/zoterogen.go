// Package zoterogen writes a small Zotero data folder (zotero.sqlite plus storage/KEY/ files)
// for tests. Its tables are the subset Carrel reads, copied column for column from Zotero's own
// schema: zotero/zotero resource/schema/userdata.sql (schema version 107) and system.sql (31),
// with item types, fields and creator types under Zotero's own ids.
package zoterogen

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"

	_ "modernc.org/sqlite" // the store's driver; this package lives under store for that reason
)

// Item is one regular item; Fields use Zotero field names (title, date, DOI, abstractNote, url,
// publicationTitle, proceedingsTitle...).
type Item struct {
	Key         string
	Type        string // journalArticle, conferencePaper, book, bookSection, thesis, report, preprint...
	Fields      map[string]string
	Creators    [][2]string // {firstName, lastName}, authors in order; an empty first name is a single-field name
	Collections []string    // collection names
	PDF         string      // a PDF file to store as an imported attachment, or ""
	Note        string      // a child note, or ""
	Trashed     bool        // in deletedItems
}

// Library is what Write builds; Collections are created in order (a "Parent/Child" name nests).
type Library struct {
	Collections []string
	Items       []Item
	// Zotero4 writes the Zotero 4 schema (creatorData, sourceItemID) instead of Zotero 5-7's.
	Zotero4 bool
}

// schema is the subset of Zotero's userdata.sql and system.sql that Carrel reads.
const schema = `
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL, filesEditable INT NOT NULL,
    version INT NOT NULL DEFAULT 0, storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0, archived INT NOT NULL DEFAULT 0);
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL, dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0,
    UNIQUE (libraryID, key), FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID));
CREATE TABLE itemNotes (itemID INTEGER PRIMARY KEY, parentItemID INT, note TEXT, title TEXT);
CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT, contentType TEXT, charsetID INT, path TEXT,
    syncState INT DEFAULT 0, storageModTime INT, storageHash TEXT);
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT, UNIQUE (lastName, firstName, fieldMode));
CREATE TABLE itemCreators (itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1, orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex));
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL, parentCollectionID INT DEFAULT NULL,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, libraryID INT NOT NULL, key TEXT NOT NULL,
    version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key));
CREATE TABLE collectionItems (collectionID INT NOT NULL, itemID INT NOT NULL, orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (collectionID, itemID));
CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY, dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL);
INSERT INTO version VALUES ('userdata', 107), ('system', 31);
INSERT INTO libraries (libraryID, type, editable, filesEditable) VALUES (1, 'user', 1, 1);
`

// Zotero's own ids (system.sql; preprint came later with schema.json).
var itemTypeIDs = map[string]int{"note": 1, "book": 2, "bookSection": 3, "journalArticle": 4, "magazineArticle": 5,
	"newspaperArticle": 6, "thesis": 7, "webpage": 13, "attachment": 14, "report": 15, "conferencePaper": 33, "document": 34, "preprint": 39}

var fieldIDs = map[string]int{"url": 1, "volume": 4, "issue": 5, "publisher": 8, "pages": 10, "publicationTitle": 12, "date": 14,
	"extra": 22, "DOI": 26, "institution": 31, "conferenceName": 84, "university": 89, "abstractNote": 90, "title": 110,
	"proceedingsTitle": 114, "bookTitle": 115, "repository": 127}

var creatorTypeIDs = map[string]int{"author": 1, "contributor": 2, "editor": 3}

// Write creates dir/zotero.sqlite and dir/storage/KEY/ for lib.
func Write(dir string, lib Library) error {
	if err := os.MkdirAll(filepath.Join(dir, "storage"), 0o755); err != nil {
		return err
	}
	db, err := sql.Open("sqlite", filepath.Join(dir, "zotero.sqlite"))
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	ddl := schema
	if lib.Zotero4 {
		ddl = schema4
	}
	if _, err := tx.Exec(ddl); err != nil {
		return err
	}
	for name, id := range itemTypeIDs {
		tx.Exec(`INSERT INTO itemTypes VALUES (?, ?, NULL, 1)`, id, name)
	}
	for name, id := range fieldIDs {
		tx.Exec(`INSERT INTO fields VALUES (?, ?, NULL)`, id, name)
	}
	for name, id := range creatorTypeIDs {
		tx.Exec(`INSERT INTO creatorTypes VALUES (?, ?)`, id, name)
	}
	colls := map[string]int64{}
	for i, name := range lib.Collections {
		parent := any(nil)
		if dirName, base := filepath.Split(name); dirName != "" {
			parent, name = colls[filepath.Clean(dirName)], base
		}
		res, err := tx.Exec(`INSERT INTO collections (collectionName, parentCollectionID, libraryID, key) VALUES (?, ?, 1, ?)`, name, parent, fmt.Sprintf("COLL%04d", i))
		if err != nil {
			return err
		}
		colls[lib.Collections[i]], _ = res.LastInsertId()
	}
	next := int64(0)
	newItem := func(typ, key string) (int64, error) {
		next++
		id, ok := itemTypeIDs[typ]
		if !ok {
			return 0, fmt.Errorf("zoterogen: unknown item type %q", typ)
		}
		_, err := tx.Exec(`INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, ?, 1, ?)`, next, id, key)
		return next, err
	}
	for n, it := range lib.Items {
		id, err := newItem(it.Type, it.Key)
		if err != nil {
			return err
		}
		for name, value := range it.Fields {
			fid, ok := fieldIDs[name]
			if !ok {
				return fmt.Errorf("zoterogen: unknown field %q", name)
			}
			tx.Exec(`INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)`, value)
			if _, err := tx.Exec(`INSERT INTO itemData VALUES (?, ?, (SELECT valueID FROM itemDataValues WHERE value = ?))`, id, fid, value); err != nil {
				return err
			}
		}
		for i, c := range it.Creators {
			mode := 0
			if c[0] == "" {
				mode = 1
			}
			if lib.Zotero4 {
				if err := creator4(tx, id, c, mode, i); err != nil {
					return err
				}
				continue
			}
			tx.Exec(`INSERT OR IGNORE INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)`, c[0], c[1], mode)
			if _, err := tx.Exec(`INSERT INTO itemCreators VALUES (?, (SELECT creatorID FROM creators WHERE firstName = ? AND lastName = ? AND fieldMode = ?), 1, ?)`,
				id, c[0], c[1], mode, i); err != nil {
				return err
			}
		}
		for i, c := range it.Collections {
			if _, err := tx.Exec(`INSERT INTO collectionItems VALUES (?, ?, ?)`, colls[c], id, i); err != nil {
				return err
			}
		}
		if it.Trashed {
			tx.Exec(`INSERT INTO deletedItems (itemID) VALUES (?)`, id)
		}
		if it.Note != "" {
			nid, err := newItem("note", fmt.Sprintf("N%07d", n))
			if err != nil {
				return err
			}
			tx.Exec(`INSERT INTO itemNotes VALUES (?, ?, ?, '')`, nid, id, it.Note)
		}
		if it.PDF != "" {
			key := fmt.Sprintf("A%07d", n)
			aid, err := newItem("attachment", key)
			if err != nil {
				return err
			}
			data, err := os.ReadFile(it.PDF)
			if err != nil {
				return err
			}
			name := filepath.Base(it.PDF)
			if err := os.MkdirAll(filepath.Join(dir, "storage", key), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, "storage", key, name), data, 0o644); err != nil {
				return err
			}
			att := `INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path) VALUES (?, ?, 0, 'application/pdf', ?)`
			if lib.Zotero4 {
				att = insertAtt4
			}
			if _, err := tx.Exec(att, aid, id, "storage:"+name); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

// creator4 adds one creator of item id the Zotero 4 way: its name in creatorData, a creators
// row pointing at it, and the item's link to that row.
func creator4(tx *sql.Tx, id int64, c [2]string, mode, order int) error {
	if _, err := tx.Exec(insertCreator4, c[0], c[1], mode); err != nil {
		return err
	}
	res, err := tx.Exec(creatorOf4)
	if err != nil {
		return err
	}
	cid, _ := res.LastInsertId()
	_, err = tx.Exec(`INSERT INTO itemCreators VALUES (?, ?, 1, ?)`, id, cid, order)
	return err
}
