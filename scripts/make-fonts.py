#!/usr/bin/python3
"""Makes the site's web fonts (src/ui/fonts/*.woff2) from the variable fonts of @fontsource-variable,
with the weight axis cut to the 400-700 the pages use. Cairo keeps its Unicode subsets and every
OpenType feature. Inter and Playfair, which every French and English page waits on before it shows,
keep the characters of French and English text (LATIN_TEXT: fonts.css gives the same unicode-range,
so anything else is drawn by the fallback font) and the features text is set with (TEXT_FEATURES:
kerning, ligatures, contextual forms, marks, tabular figures); their fractions and numerator or
denominator forms go. 48 -> 26 KB for Inter, 38 -> 31 KB for Playfair.

Run after changing a @fontsource-variable version:  /usr/bin/python3 scripts/make-fonts.py
Needs fontTools and brotli (Debian: apt-get install python3-fonttools python3-brotli).
"""
import io
import pathlib

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules' / '@fontsource-variable'
OUT = ROOT / 'src' / 'ui' / 'fonts'
WEIGHTS = (400, 700)
# Basic Latin, Latin-1 (French accents, guillemets, no-break space), dotless i, the OE ligatures,
# general punctuation (dashes, quotes, the narrow no-break space of French numbers, ellipsis), euro,
# trade mark, up and down arrows, minus. Keep in step with the unicode-range of src/ui/fonts.css.
LATIN_TEXT = [*range(0x20, 0x7F), *range(0xA0, 0x100), 0x131, 0x152, 0x153, *range(0x2000, 0x2070), 0x20AC, 0x2122, 0x2191, 0x2193, 0x2212]
TEXT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum']
FONTS = [
    ('inter', 'inter-latin-wght-normal.woff2', LATIN_TEXT, TEXT_FEATURES),
    ('playfair-display', 'playfair-display-latin-wght-normal.woff2', LATIN_TEXT, TEXT_FEATURES),
    ('cairo', 'cairo-arabic-wght-normal.woff2', None, ['*']),
    ('cairo', 'cairo-latin-wght-normal.woff2', None, ['*']),
]


def make(package: str, name: str, characters: list[int] | None, features: list[str]) -> None:
    source = SOURCE / package / 'files' / name
    font = TTFont(source)
    unicodes = characters if characters is not None else list(font.getBestCmap().keys())
    cut = instancer.instantiateVariableFont(font, {'wght': WEIGHTS})
    buffer = io.BytesIO()
    cut.save(buffer)
    # A pass of the subsetter keeps the characters and features asked for, and what they use.
    options = subset.Options()
    options.layout_features = features
    options.name_IDs = ['*']
    options.notdef_outline = True
    options.flavor = 'woff2'
    result = TTFont(io.BytesIO(buffer.getvalue()))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(result)
    result.flavor = 'woff2'
    OUT.mkdir(parents=True, exist_ok=True)
    result.save(OUT / name)
    print(f'{name}: {source.stat().st_size} -> {(OUT / name).stat().st_size} bytes')


for package, name, characters, features in FONTS:
    make(package, name, characters, features)
