// The status page's own stylesheet, written into the page (it loads nothing else): the site's navy and
// gold, light or dark as the phone prefers, logical properties so that Arabic reads right to left.

export const statusStyles = `
:root{color-scheme:light dark;--bg:#faf7f0;--card:#ffffff;--text:#0b1426;--dim:#4b5670;--line:#e3dccb;--gold:#8a6b2f;--accent:#22396a;--now:#22396a;--now-text:#ffffff;--bad:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#0a1222;--card:#131d35;--text:#f3efe6;--dim:#b7bfd1;--line:#25314d;--gold:#e0c48a;--accent:#e0c48a;--now:#e0c48a;--now-text:#0b1426;--bad:#ff8a80}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;padding:16px}
.card{max-width:560px;margin:0 auto;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:20px}
@media (min-width:768px){body{padding:48px 24px}.card{padding:32px}}
.brand{margin:0;color:var(--gold);font-weight:600;letter-spacing:.04em;text-transform:uppercase;font-size:.8rem}
h1{margin:.25rem 0 1rem;font-size:1.5rem;line-height:1.25}
.state{border-radius:12px;padding:16px;border:1px solid var(--line);margin-block-end:16px}
.state .label{margin:0;color:var(--dim);font-size:.85rem}
.state .value{margin:.1rem 0;font-size:1.35rem;font-weight:700;color:var(--accent)}
.state-cancelled .value{color:var(--bad)}
.explain{margin:.25rem 0 0;color:var(--dim)}
.steps{list-style:none;margin:0 0 16px;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.steps li{font-size:.8rem;padding:4px 10px;border-radius:999px;border:1px solid var(--line);color:var(--dim)}
.steps li.past{color:var(--text)}
.steps li.now{background:var(--now);color:var(--now-text);border-color:var(--now);font-weight:600}
dl{margin:0}
.row{display:flex;justify-content:space-between;gap:16px;padding:8px 0;border-block-end:1px solid var(--line)}
.row:last-child{border-block-end:0}
dt{color:var(--dim)}
dd{margin:0;text-align:end;overflow-wrap:anywhere;font-weight:500}
.driver{margin-block-start:12px}
.contact{margin-block-start:20px;padding-block-start:16px;border-block-start:1px solid var(--line)}
.contact p{margin:0}
.phone{font-size:1.15rem;font-weight:600;margin-block:4px 12px!important}
.actions{display:flex;flex-wrap:wrap;gap:8px}
.button{display:inline-block;padding:10px 18px;border-radius:10px;background:var(--now);color:var(--now-text);text-decoration:none;font-weight:600;min-height:44px}
.button.whatsapp{background:#128c4a;color:#fff}
.note{margin:20px 0 0;color:var(--dim);font-size:.8rem}
a:focus-visible{outline:3px solid var(--gold);outline-offset:2px}
`;
