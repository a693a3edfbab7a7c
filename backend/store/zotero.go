package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
)

// ZoteroItem is one regular item of a Zotero library (not a note, attachment or annotation).
type ZoteroItem struct {
	ID   int64
	Key  string
	Type string // Zotero's typeName: journalArticle, conferencePaper, book...
	// Fields maps Zotero field names (title, date, DOI, abstractNote, url, publicationTitle...) to values.
	Fields map[string]string
	// Creators are in Zotero's order (orderIndex).
	Creators []ZoteroCreator
	// Collections are the ids of the collections holding the item.
	Collections []int64
}

// ZoteroCreator is one creator of an item; FieldMode 1 means a single-field (institutional) name.
type ZoteroCreator struct {
	First, Last, Type string
	FieldMode         int
}

// ZoteroAttachment is a file attached to an item; Path is as Zotero stores it ("storage:x.pdf"
// for files in storage/KEY/, an absolute path for linked files).
type ZoteroAttachment struct {
	Key         string
	ParentID    int64
	LinkMode    int
	ContentType string
	Path        string
}

// ZoteroCollection is a collection; Parent is 0 at the top level.
type ZoteroCollection struct {
	ID     int64
	Key    string
	Name   string
	Parent int64
}

// ZoteroLibrary is what Carrel reads from a zotero.sqlite.
type ZoteroLibrary struct {
	Items       []ZoteroItem
	Attachments []ZoteroAttachment
	Collections []ZoteroCollection
	// Notes and Annotations are counted only: Carrel does not import them.
	Notes, Annotations int
}

// ReadZotero reads a Zotero 5-7 database (schema of zotero/zotero resource/schema/userdata.sql
// and system.sql), or a Zotero 4 one (zotero4.go), read-only. Callers pass a copy: Zotero keeps its own file locked while running.
// Items in the trash (deletedItems) are left out.
func ReadZotero(ctx context.Context, path string) (ZoteroLibrary, error) {
	var lib ZoteroLibrary
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?mode=ro&_pragma=query_only(1)")
	if err != nil {
		return lib, err
	}
	defer db.Close()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('items', 'itemData', 'itemDataValues', 'itemCreators', 'creators', 'collections', 'collectionItems', 'itemAttachments')`).Scan(&n); err != nil {
		return lib, fmt.Errorf("not a Zotero database: %w", err)
	}
	if n != 8 {
		return lib, fmt.Errorf("not a Zotero database: its tables are missing")
	}
	dialect, err := zoteroDialectOf(ctx, db)
	if err != nil {
		return lib, err
	}
	// Zotero fills the *Combined tables at start-up (custom types included); older files have only the base ones.
	types, fields := "itemTypes", "fields"
	if hasTable(ctx, db, "itemTypesCombined") {
		types = "itemTypesCombined"
	}
	if hasTable(ctx, db, "fieldsCombined") {
		fields = "fieldsCombined"
	}
	live := `itemID NOT IN (SELECT itemID FROM deletedItems)`
	if !hasTable(ctx, db, "deletedItems") {
		live = "1"
	}
	byID := map[int64]int{}
	err = eachRow(ctx, db, `SELECT i.itemID, i.key, t.typeName FROM items i JOIN `+types+` t ON t.itemTypeID = i.itemTypeID
		WHERE t.typeName NOT IN ('note', 'attachment', 'annotation') AND i.`+live+` ORDER BY i.itemID`, func(rs *sql.Rows) error {
		var it ZoteroItem
		if err := rs.Scan(&it.ID, &it.Key, &it.Type); err != nil {
			return err
		}
		it.Fields = map[string]string{}
		byID[it.ID] = len(lib.Items)
		lib.Items = append(lib.Items, it)
		return nil
	})
	if err != nil {
		return lib, err
	}
	err = eachRow(ctx, db, `SELECT d.itemID, f.fieldName, CAST(v.value AS TEXT) FROM itemData d JOIN `+fields+` f ON f.fieldID = d.fieldID
		JOIN itemDataValues v ON v.valueID = d.valueID`, func(rs *sql.Rows) error {
		var id int64
		var name, value string
		if err := rs.Scan(&id, &name, &value); err != nil {
			return err
		}
		if i, ok := byID[id]; ok {
			lib.Items[i].Fields[name] = value
		}
		return nil
	})
	if err != nil {
		return lib, err
	}
	err = eachRow(ctx, db, `SELECT ic.itemID, COALESCE(c.firstName, ''), COALESCE(c.lastName, ''), COALESCE(c.fieldMode, 0), COALESCE(ct.creatorType, '')
		FROM itemCreators ic `+dialect.creators+` LEFT JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID
		ORDER BY ic.itemID, ic.orderIndex`, func(rs *sql.Rows) error {
		var id int64
		var c ZoteroCreator
		if err := rs.Scan(&id, &c.First, &c.Last, &c.FieldMode, &c.Type); err != nil {
			return err
		}
		if i, ok := byID[id]; ok {
			lib.Items[i].Creators = append(lib.Items[i].Creators, c)
		}
		return nil
	})
	if err != nil {
		return lib, err
	}
	err = eachRow(ctx, db, `SELECT collectionID, key, collectionName, COALESCE(parentCollectionID, 0) FROM collections ORDER BY collectionID`, func(rs *sql.Rows) error {
		var c ZoteroCollection
		if err := rs.Scan(&c.ID, &c.Key, &c.Name, &c.Parent); err != nil {
			return err
		}
		lib.Collections = append(lib.Collections, c)
		return nil
	})
	if err != nil {
		return lib, err
	}
	err = eachRow(ctx, db, `SELECT collectionID, itemID FROM collectionItems ORDER BY collectionID, orderIndex`, func(rs *sql.Rows) error {
		var cid, id int64
		if err := rs.Scan(&cid, &id); err != nil {
			return err
		}
		if i, ok := byID[id]; ok {
			lib.Items[i].Collections = append(lib.Items[i].Collections, cid)
		}
		return nil
	})
	if err != nil {
		return lib, err
	}
	err = eachRow(ctx, db, `SELECT i.key, COALESCE(a.`+dialect.attParent+`, 0), COALESCE(a.linkMode, 0), COALESCE(a.`+dialect.attType+`, ''), COALESCE(a.path, '')
		FROM itemAttachments a JOIN items i ON i.itemID = a.itemID WHERE a.`+live+` ORDER BY a.itemID`, func(rs *sql.Rows) error {
		var a ZoteroAttachment
		if err := rs.Scan(&a.Key, &a.ParentID, &a.LinkMode, &a.ContentType, &a.Path); err != nil {
			return err
		}
		lib.Attachments = append(lib.Attachments, a)
		return nil
	})
	if err != nil {
		return lib, err
	}
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM itemNotes`).Scan(&lib.Notes); err != nil {
		return lib, err
	}
	if hasTable(ctx, db, "itemAnnotations") {
		if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM itemAnnotations`).Scan(&lib.Annotations); err != nil {
			return lib, err
		}
	}
	return lib, nil
}

func hasTable(ctx context.Context, db *sql.DB, name string) bool {
	var n int
	db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, name).Scan(&n)
	return n == 1
}

func eachRow(ctx context.Context, db *sql.DB, query string, fn func(*sql.Rows) error) error {
	rs, err := db.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rs.Close()
	for rs.Next() {
		if err := fn(rs); err != nil {
			return err
		}
	}
	return rs.Err()
}

// PaperIDsByExternalID returns the papers holding these external ids, keyed by external id.
func (q Q) PaperIDsByExternalID(ctx context.Context, ids []string) (map[string]string, error) {
	return queryInKeyed(ctx, q, func(r scanner) (ext, id string, err error) {
		return ext, id, r.Scan(&ext, &id)
	}, func(marks string) string {
		return `SELECT external_id, id FROM papers WHERE external_id IN (` + marks + `)`
	}, ids)
}

// SetPaperExternalID gives a paper an external id when it has none (a Zotero item matched by DOI).
func (q Q) SetPaperExternalID(ctx context.Context, paperID, ext string) error {
	_, err := q.q.ExecContext(ctx, `UPDATE papers SET external_id = ? WHERE id = ? AND external_id IS NULL`, ext, paperID)
	return err
}
