package store

import (
	"context"
	"database/sql"
	"fmt"
)

// zoteroDialect holds the SQL that differs between Zotero's schemas. Zotero 5-7 keep names on
// creators(firstName, lastName, fieldMode) and attachments under parentItemID/contentType;
// Zotero 4 (schema of zotero/zotero 4.0 resource/schema/userdata.sql) keeps names in
// creatorData(creatorDataID, firstName, lastName, shortName, fieldMode, birthYear), reached
// through creators(creatorID, creatorDataID, ...), and attachments under sourceItemID/mimeType.
type zoteroDialect struct {
	// creators joins itemCreators ic to a row c carrying firstName, lastName and fieldMode.
	creators string
	// attParent and attType are itemAttachments' parent item and MIME type columns.
	attParent, attType string
}

// zoteroDialectOf tells a Zotero 4 database from a Zotero 5-7 one by their columns.
func zoteroDialectOf(ctx context.Context, db *sql.DB) (zoteroDialect, error) {
	d := zoteroDialect{creators: `JOIN creators c ON c.creatorID = ic.creatorID`, attParent: "parentItemID", attType: "contentType"}
	creators, err := columnsOf(ctx, db, "creators")
	if err != nil {
		return d, err
	}
	if !creators["firstName"] {
		if !creators["creatorDataID"] || !hasTable(ctx, db, "creatorData") {
			return d, fmt.Errorf("not a Zotero database Carrel knows: its creators table has neither names nor creatorData")
		}
		d.creators = `JOIN creators c4 ON c4.creatorID = ic.creatorID JOIN creatorData c ON c.creatorDataID = c4.creatorDataID`
	}
	att, err := columnsOf(ctx, db, "itemAttachments")
	if err != nil {
		return d, err
	}
	if !att["parentItemID"] && att["sourceItemID"] {
		d.attParent = "sourceItemID"
	}
	if !att["contentType"] && att["mimeType"] {
		d.attType = "mimeType"
	}
	return d, nil
}

// columnsOf returns the column names of a table.
func columnsOf(ctx context.Context, db *sql.DB, table string) (map[string]bool, error) {
	out := map[string]bool{}
	err := eachRow(ctx, db, `SELECT name FROM pragma_table_info('`+table+`')`, func(rs *sql.Rows) error {
		var n string
		if err := rs.Scan(&n); err != nil {
			return err
		}
		out[n] = true
		return nil
	})
	return out, err
}
