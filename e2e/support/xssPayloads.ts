// A corpus of cross-site scripting payloads for the hardening journey. Every payload, if it ever ran,
// would call `window.__xss(<its number>)` (a binding the journey exposes) or open a dialog, so the
// journey sees which one escaped. `CALL` in a template stands for that call.

export interface XssPayload {
  id: number;
  text: string;
}

const CALL = 'CALL';

const TEMPLATES: readonly string[] = [
  // Script elements
  '<script>CALL</script>',
  '<SCRIPT>CALL</SCRIPT>',
  '<script type="text/javascript">CALL</script>',
  '<script type="module">CALL</script>',
  '<script>/*</script><script>*/CALL</script>',
  '<scr<script>ipt>CALL</scr</script>ipt>',
  '"><script>CALL</script>',
  "'><script>CALL</script>",
  '</title><script>CALL</script>',
  '</textarea><script>CALL</script>',
  '</style><script>CALL</script>',
  '</script><script>CALL</script>',
  '<script src="data:text/javascript,CALL"></script>',
  '<script\x20type="text/javascript">CALL</script>',
  '<<script>CALL//<</script>',
  // Event handlers
  '<img src=x onerror=CALL>',
  '<img src="x" onerror="CALL">',
  '<IMG SRC=x OnErRoR=CALL>',
  '<img src=x onerror=CALL//',
  '<img/src=x/onerror=CALL>',
  '<img src=x:x onerror=javascript:CALL>',
  '<img src=`x` onerror=CALL>',
  '<image src=x onerror=CALL>',
  '<body onload=CALL>',
  '<body onpageshow=CALL>',
  '<div onmouseover=CALL>hover</div>',
  '<div style="width:100vw;height:100vh;position:fixed;top:0;left:0" onmousemove=CALL></div>',
  '<input autofocus onfocus=CALL>',
  '<select autofocus onfocus=CALL></select>',
  '<textarea autofocus onfocus=CALL></textarea>',
  '<keygen autofocus onfocus=CALL>',
  '<details open ontoggle=CALL>',
  '<video><source onerror=CALL></video>',
  '<video src=x onerror=CALL></video>',
  '<audio src=x onerror=CALL></audio>',
  '<marquee onstart=CALL>x</marquee>',
  '<iframe onload=CALL></iframe>',
  '<object data=x onerror=CALL></object>',
  '<link rel=stylesheet href=x onerror=CALL>',
  '<style onload=CALL></style>',
  '<form><button formaction=javascript:CALL>go</button></form>',
  '<input type=image src=x onerror=CALL>',
  '<table background=x onerror=CALL></table>',
  '<p onclick=CALL>click</p>',
  '<a onmouseover=CALL>hover</a>',
  '<div tabindex=1 autofocus onfocusin=CALL></div>',
  '<body onresize=CALL>',
  '<img src=x onerror="window[\'__x\'+\'ss\'] && CALL">',
  '<img src=x onerror=eval(atob("d2luZG93Ll9feHNzKDAp"))>',
  '<img src=x onerror=setTimeout("CALL")>',
  // javascript: and data: URLs
  '<a href="javascript:CALL">link</a>',
  '<a href="JaVaScRiPt:CALL">link</a>',
  '<a href=" javascript:CALL">link</a>',
  '<a href="jav&#x09;ascript:CALL">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;CALL">link</a>',
  '<a href="javascript&colon;CALL">link</a>',
  '<a href="data:text/html,<script>CALL</script>">link</a>',
  '<iframe src="javascript:CALL"></iframe>',
  '<iframe src="data:text/html,<script>parent.CALL</script>"></iframe>',
  '<embed src="javascript:CALL">',
  '<object data="javascript:CALL"></object>',
  '<form action="javascript:CALL"><input type=submit></form>',
  '<base href="javascript:CALL//">',
  '<meta http-equiv="refresh" content="0;url=javascript:CALL">',
  'javascript:CALL',
  '<a href="vbscript:CALL">link</a>',
  // SVG and MathML
  '<svg onload=CALL>',
  '<svg/onload=CALL>',
  '<svg><script>CALL</script></svg>',
  '<svg><animate onbegin=CALL attributeName=x dur=1s>',
  '<svg><set onbegin=CALL attributeName=x to=1>',
  '<svg><a xlink:href="javascript:CALL"><text y=20>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=CALL /></svg>#x"/></svg>',
  '<svg><foreignObject><img src=x onerror=CALL></foreignObject></svg>',
  '<svg><style><img src=x onerror=CALL></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=CALL>',
  '<math><maction actiontype=statusline xlink:href=javascript:CALL>x</maction></math>',
  '<math href="javascript:CALL">x</math>',
  '<svg><desc><![CDATA[</desc><script>CALL</script>]]></svg>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=CALL>">',
  // srcdoc and nested documents
  '<iframe srcdoc="<script>parent.CALL</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.CALL&gt;"></iframe>',
  '<frameset onload=CALL>',
  '<template><img src=x onerror=CALL></template>',
  '<noscript><p title="</noscript><img src=x onerror=CALL>">',
  '<noembed><img title="</noembed><img src=x onerror=CALL>"></noembed>',
  '<xmp><p title="</xmp><img src=x onerror=CALL>">',
  '<iframe srcdoc="<svg onload=parent.CALL>"></iframe>',
  // Template and framework injection
  '{{constructor.constructor("CALL")()}}',
  '${CALL}',
  '#{CALL}',
  '<%= CALL %>',
  '{{$on.constructor("CALL")()}}',
  '[[${CALL}]]',
  '<div v-html="\'<img src=x onerror=CALL>\'"></div>',
  '<div ng-app ng-csp><input autofocus ng-focus="$event.view.CALL"></div>',
  '{"__html":"<img src=x onerror=CALL>"}',
  '"},"dangerouslySetInnerHTML":{"__html":"<img src=x onerror=CALL>"}',
  // Broken and confusing markup
  '<img src="x" onerror="CALL"',
  '<img """><script>CALL</script>">',
  '<a href="x" title="\'"><img src=x onerror=CALL>',
  '<!--<img src="--><img src=x onerror=CALL//">',
  '<p <img src=x onerror=CALL>>',
  '<img src=x onerror\x0B=CALL>',
  '<img src=x onerror\x0C=CALL>',
  '<img\nsrc=x\nonerror=CALL>',
  '<img src=x onerror=CALL\x00>',
  '<a/href="javascript:CALL">x</a>',
  '<style>@import "javascript:CALL";</style>',
  '<div style="background:url(javascript:CALL)">x</div>',
  '<div style="x:expression(CALL)">x</div>',
  '</p></div></section><script>CALL</script>',
  // Encoded variants
  '&lt;script&gt;CALL&lt;/script&gt;',
  '&#60;script&#62;CALL&#60;/script&#62;',
  '%3Cscript%3ECALL%3C/script%3E',
  '\\u003cscript\\u003eCALL\\u003c/script\\u003e',
  '\\x3cimg src=x onerror=CALL\\x3e',
  '＜script＞CALL＜/script＞',
  '<img src=x onerror=&#x0061;&#x006C;&#x0065;&#x0072;&#x0074;(1)>',
  '<a href="&#x6A;avascript:CALL">x</a>',
  '<img src=x onerror="&#99;&#97;&#108;&#108;">',
  'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  // Dialogs, in case a payload runs where the binding is not reachable
  '<img src=x onerror=alert(document.domain)>',
  '<svg onload=confirm(1)>',
  '<script>prompt(1)</script>',
];

/** The payloads, numbered from 1, each calling `window.__xss(<number>)` if it ever ran. */
export function xssPayloads(): XssPayload[] {
  return TEMPLATES.map((template, index) => ({ id: index + 1, text: template.split(CALL).join(`__xss(${index + 1})`) }));
}

/** Payloads joined into texts of at most `maxLength` characters each (a payload longer than that is left out). */
export function packPayloads(payloads: readonly XssPayload[], maxLength: number, separator = ' '): string[] {
  const texts: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.text.length > maxLength) continue;
    const joined = current ? `${current}${separator}${payload.text}` : payload.text;
    if (joined.length <= maxLength) {
      current = joined;
      continue;
    }
    texts.push(current);
    current = payload.text;
  }
  if (current) texts.push(current);
  return texts;
}
