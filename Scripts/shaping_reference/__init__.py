"""Dev-time helpers of Scripts/make-shaping-fixtures.py: the Unicode data it reads, grapheme
clusters, bidi levels, the itemiser of the measurement contract, HarfBuzz measurement, font
subsetting and the corpus. Nothing here is used by the package or its tests at run time."""
