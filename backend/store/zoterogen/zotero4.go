package zoterogen

// schema4 is the subset Carrel reads of a Zotero 4 database (zotero/zotero 4.0
// resource/schema/userdata.sql and system.sql): names live in creatorData, reached through
// creators.creatorDataID, and notes and attachments name their parent as sourceItemID (with
// mimeType for the attachment's type).
const schema4 = `
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, libraryType TEXT NOT NULL);
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL, dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT, key TEXT NOT NULL, UNIQUE (libraryID, key));
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID));
CREATE TABLE itemNotes (itemID INTEGER PRIMARY KEY, sourceItemID INT, note TEXT, title TEXT);
CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, sourceItemID INT, linkMode INT, mimeType TEXT, charsetID INT, path TEXT,
    originalPath TEXT, syncState INT DEFAULT 0, storageModTime INT, storageHash TEXT);
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, creatorDataID INT NOT NULL, dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT, key TEXT NOT NULL, UNIQUE (libraryID, key));
CREATE TABLE creatorData (creatorDataID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, shortName TEXT, fieldMode INT, birthYear INT);
CREATE TABLE itemCreators (itemID INT, creatorID INT, creatorTypeID INT DEFAULT 1, orderIndex INT DEFAULT 0,
    PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex));
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL, parentCollectionID INT DEFAULT NULL,
    dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, libraryID INT, key TEXT NOT NULL, UNIQUE (libraryID, key));
CREATE TABLE collectionItems (collectionID INT, itemID INT, orderIndex INT DEFAULT 0, PRIMARY KEY (collectionID, itemID));
CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY, dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL);
INSERT INTO version VALUES ('userdata', 77), ('system', 23);
INSERT INTO libraries VALUES (1, 'user');
`

// Zotero 4's statements for creators and attachments.
const (
	insertCreator4 = `INSERT INTO creatorData (firstName, lastName, fieldMode) VALUES (?, ?, ?)`
	creatorOf4     = `INSERT INTO creators (creatorDataID, libraryID, key) VALUES (last_insert_rowid(), 1, 'C' || last_insert_rowid())`
	insertAtt4     = `INSERT INTO itemAttachments (itemID, sourceItemID, linkMode, mimeType, path) VALUES (?, ?, 0, 'application/pdf', ?)`
)
