"""The itemiser of the measurement contract (see Scripts/make-shaping-fixtures.py): grapheme
clusters, the face of each cluster, script runs and bidi levels, and the pieces they cut the
string into."""
from dataclasses import dataclass

from .bidi import Paragraph
from .graphemes import GraphemeSegmenter

VS15, VS16, ZWJ, KEYCAP = 0xFE0E, 0xFE0F, 0x200D, 0x20E3
TAGS = range(0xE0020, 0xE0080)
REGIONAL_INDICATORS = range(0x1F1E6, 0x1F200)
MAX_OPEN_BRACKETS = 63
CANONICAL_BRACKETS = {0x2329: 0x3008, 0x232A: 0x3009}
UNRESOLVED = None


@dataclass
class Face:
    """One face of a chain: its file under Tests/Fixtures, face index, mapped code
    points and whether it is a colour face (a CBDT, sbix or COLR table)."""
    file: str
    index: int
    cmap: frozenset
    colour: bool

    @property
    def name(self):
        return f"{self.file}#{self.index}"


@dataclass
class Piece:
    """A stretch of whole clusters with one script (ISO 15924), direction and face (index in
    the chain); `start` and `end` are offsets in scalars."""
    script: str
    direction: str
    face: int
    start: int
    end: int


class Itemizer:
    """Cuts strings into the pieces the contract shapes one by one."""

    def __init__(self, properties):
        self.p = properties
        self.segmenter = GraphemeSegmenter(properties)

    def presentation(self, cluster):
        """'emoji' if the cluster is shown as emoji (UTS #51), 'text' if it asks for text with
        VS15, else None."""
        codes = [ord(c) for c in cluster]
        if VS16 in codes or KEYCAP in codes or any(self.p.emoji_modifier[c] for c in codes):
            return "emoji"
        if any(c in TAGS for c in codes):
            return "emoji"
        if sum(c in REGIONAL_INDICATORS for c in codes) >= 2:
            return "emoji"
        if any(a == ZWJ and self.p.extended_pictographic[b] for a, b in zip(codes, codes[1:])):
            return "emoji"
        if VS15 in codes:
            return "text"
        if self.p.emoji_presentation[codes[0]]:
            return "emoji"
        return None

    def mapping_faces(self, cluster, faces):
        """Indices in `faces` of the faces that map every visible scalar of the cluster."""
        visible = [ord(c) for c in cluster if self.p.is_visible(ord(c))]
        return [i for i, face in enumerate(faces) if all(c in face.cmap for c in visible)]

    def is_mapped(self, cluster, faces):
        return bool(self.mapping_faces(cluster, faces))

    def face_of(self, cluster, faces):
        """Index in `faces` of the face the cluster is set in."""
        mapping = self.mapping_faces(cluster, faces)
        presentation = self.presentation(cluster)
        if presentation:
            preferred = [i for i in mapping if faces[i].colour == (presentation == "emoji")]
            if preferred:
                return preferred[0]
        return mapping[0] if mapping else 0

    def scripts(self, clusters):
        """The script (long name) of each cluster's run: its first scalar's Script, except
        that Common and Inherited take the run's (the first real script after them at the
        start), and a closing paired bracket takes its opening bracket's, which the run then
        goes on in."""
        resolved = []
        current = UNRESOLVED
        open_brackets = []  # (closing bracket it waits for, index of the opening cluster)
        for index, cluster in enumerate(clusters):
            code = ord(cluster[0])
            script = self.p.script[code]
            if script not in ("Common", "Inherited"):
                if current is UNRESOLVED:
                    resolved = [script] * len(resolved)  # the leading Common and Inherited clusters
                current = script
                resolved.append(script)
                continue
            kind = self.p.bracket_type.get(code)
            if kind == "o" and len(open_brackets) < MAX_OPEN_BRACKETS:
                closer = self.p.bracket_pair[code]
                open_brackets.append((CANONICAL_BRACKETS.get(closer, closer), index))
            elif kind == "c":
                closer = CANONICAL_BRACKETS.get(code, code)
                depth = next((d for d in range(len(open_brackets) - 1, -1, -1) if open_brackets[d][0] == closer), None)
                if depth is not None:
                    opening = open_brackets[depth][1]
                    del open_brackets[depth:]
                    current = resolved[opening]  # the run goes on in the opening bracket's script
                    resolved.append(current)
                    continue
            resolved.append(current)
        return ["Common" if s is UNRESOLVED else s for s in resolved]

    def pieces(self, text, faces):
        """The clusters of `text` and the pieces they form with the face chain `faces`."""
        clusters = self.segmenter.clusters(text)
        levels = Paragraph(self.p, [ord(c) for c in text]).levels
        scripts = self.scripts(clusters)
        pieces = []
        offset = 0
        for cluster, script in zip(clusters, scripts):
            face = self.face_of(cluster, faces)
            iso = self.p.iso_script[script]
            last = pieces[-1] if pieces else None
            if last and (last.script, levels[last.start], last.face) == (iso, levels[offset], face):
                last.end = offset + len(cluster)
            else:
                direction = "rtl" if levels[offset] % 2 else "ltr"
                pieces.append(Piece(iso, direction, face, offset, offset + len(cluster)))
            offset += len(cluster)
        return clusters, pieces
