/** The inspector page's stylesheet. */
export const INSPECTOR_STYLE = `
:root { color-scheme: light dark; --line: #8884; --muted: #888; --accent: #2f6fdd; --bad: #c0392b; --good: #1e8449; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .75rem 1rem; border-bottom: 1px solid var(--line); }
header h1 { font-size: 1.1rem; margin: 0; }
nav { display: flex; flex-wrap: wrap; gap: .25rem .75rem; padding: .5rem 1rem; border-bottom: 1px solid var(--line); }
main { padding: 0 1rem 2rem; }
section { margin-top: 1.25rem; }
h2 { font-size: 1rem; margin: 0 0 .5rem; }
h3 { font-size: .9rem; margin: .75rem 0 .25rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: .5rem; }
th, td { text-align: left; vertical-align: top; padding: .2rem .4rem; border-bottom: 1px solid var(--line); }
th { font-weight: 600; }
code, pre, .mono { font-family: ui-monospace, monospace; font-size: 12px; }
pre { margin: .25rem 0; padding: .5rem; overflow: auto; max-height: 20rem; border: 1px solid var(--line); white-space: pre-wrap; word-break: break-all; }
.muted { color: var(--muted); }
.status { display: inline-block; padding: 0 .4rem; border-radius: .5rem; border: 1px solid var(--line); }
.status-completed, .status-confirmed, .status-delivered, .status-accepted, .status-released { color: var(--good); }
.status-failed, .status-expired, .status-cancelled, .status-rejected { color: var(--bad); }
.actions form, form.inline { display: inline-flex; flex-wrap: wrap; gap: .35rem; align-items: center; margin: 0 1rem .5rem 0; }
.actions form { padding: .35rem .5rem; border: 1px dashed var(--line); }
input, select, button { font: inherit; }
input { max-width: 22rem; }
button { cursor: pointer; }
#errors .error { margin: .5rem 1rem; padding: .5rem; border: 1px solid var(--bad); color: var(--bad); }
#result { padding: 0 1rem; }
ol.history { margin: .25rem 0; padding-left: 1.25rem; }
`;
