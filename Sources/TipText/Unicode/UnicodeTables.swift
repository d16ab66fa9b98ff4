/// The tables `Scripts/generate-shaping-tables.py` writes into `Sources/TipText/Generated` from the
/// Unicode 15.0 Character Database; ``UnicodeData`` looks properties up in them.
enum UnicodeTables {}
