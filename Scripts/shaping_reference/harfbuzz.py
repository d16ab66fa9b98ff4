"""Pieces shaped by HarfBuzz (uharfbuzz) as the contract says: alone, with the piece's script
and direction, the row's language or none, HarfBuzz's default features, at a scale of
unitsPerEm so that advances are font units."""
import uharfbuzz as hb


class HarfBuzzFonts:
    """HarfBuzz fonts by (path, face index), each opened once."""

    def __init__(self):
        self.fonts = {}

    def font(self, path, index):
        key = (path, index)
        if key not in self.fonts:
            face = hb.Face(hb.Blob.from_file_path(path), index)
            font = hb.Font(face)
            font.scale = (face.upem, face.upem)
            self.fonts[key] = font
        return self.fonts[key]

    def units(self, path, index, text, script, direction, language=None):
        """The sum of HarfBuzz's x advances for `text`, in font units."""
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.script = script
        buffer.direction = direction
        if language:
            buffer.language = language
        hb.shape(self.font(path, index), buffer)
        return sum(position.x_advance for position in buffer.glyph_positions)

    def upem(self, path, index):
        return self.font(path, index).face.upem
