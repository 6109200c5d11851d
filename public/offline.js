// The offline page's script (public/offline.html): shows the bag kept in browser storage, in the
// shopper's language, and a retry that loads the page again. Plain script, no build step: the page
// must work with nothing but what the service worker stored.
(function () {
  var BAG_STORAGE_KEY = 'CART';
  var INTL_LOCALES = { en: 'en-US', bn: 'bn-BD' };
  var BANGLA = {
    'You are offline': 'আপনি অফলাইনে আছেন',
    'Check your connection and try again. Your bag is kept on this device.':
      'ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন। আপনার ব্যাগ এই ডিভাইসে রাখা আছে।',
    'Try again': 'আবার চেষ্টা করুন',
    'Your bag': 'আপনার ব্যাগ',
    'Your bag is empty': 'আপনার ব্যাগ খালি',
    'Qty: {quantity}': 'পরিমাণ: {quantity}',
    'Colour: {color}': 'রং: {color}',
    'Size: {size}': 'সাইজ: {size}',
    '{count} items': '{count}টি পণ্য',
    '{count} item': '{count}টি পণ্য',
  };

  /** Bangla under /bn or with the lang cookie set to bn; English otherwise. */
  function pageLocale(pathname, cookie) {
    if (pathname === '/bn' || pathname.indexOf('/bn/') === 0) return 'bn';
    return /(?:^|;\s*)lang=bn(?:;|$)/.test(cookie || '') ? 'bn' : 'en';
  }

  function numberIn(locale, value, options) {
    return new Intl.NumberFormat(INTL_LOCALES[locale], options).format(value);
  }

  /** The same form as the shop's prices: `৳1,200.00`, `৳১,২০০.০০`. */
  function formatTaka(taka, locale) {
    return '৳' + numberIn(locale, Number.isFinite(taka) ? taka : 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function translate(locale, text, values) {
    var template = locale === 'bn' && BANGLA[text] ? BANGLA[text] : text;
    return template.replace(/\{(\w+)\}/g, function (placeholder, name) {
      if (!values || values[name] === undefined) return placeholder;
      var value = values[name];
      return typeof value === 'number' ? numberIn(locale, value, { useGrouping: false, maximumFractionDigits: 2 }) : String(value);
    });
  }

  function parseJson(text) {
    try {
      return JSON.parse(text);
    } catch (error) {
      return null;
    }
  }

  function isBagLine(line) {
    return line !== null && typeof line === 'object' && typeof line.name === 'string' && Number.isFinite(line.quantity) && Number.isFinite(line.main_price_discount);
  }

  /** The bag's lines as redux-persist stored them: each slice field is itself JSON. */
  function readBagLines(storage) {
    var stored = parseJson(storage.getItem(BAG_STORAGE_KEY));
    if (!stored || typeof stored !== 'object') return [];
    var lines = typeof stored.lines === 'string' ? parseJson(stored.lines) : stored.lines;
    return Array.isArray(lines) ? lines.filter(isBagLine) : [];
  }

  function element(doc, tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function lineItem(doc, line, locale) {
    var item = element(doc, 'li', 'line');
    var details = element(doc, 'div', 'details');
    details.appendChild(element(doc, 'p', 'name', line.name));
    var facts = [translate(locale, 'Qty: {quantity}', { quantity: line.quantity })];
    if (line.color) facts.push(translate(locale, 'Colour: {color}', { color: line.color }));
    if (line.size) facts.push(translate(locale, 'Size: {size}', { size: line.size }));
    details.appendChild(element(doc, 'p', 'meta', facts.join(' · ')));
    item.appendChild(details);
    item.appendChild(element(doc, 'p', 'price', formatTaka(line.main_price_discount * line.quantity, locale)));
    return item;
  }

  /**
   * Fills the page's texts and the bag; `place` is the window's location (for the language and the
   * retry). No total: the server prices the bag (promotion, coupon), and it cannot be asked now.
   */
  function renderOfflinePage(doc, storage, place, cookie) {
    var locale = pageLocale(place.pathname, cookie);
    doc.documentElement.lang = locale;
    var texts = doc.querySelectorAll('[data-text]');
    for (var index = 0; index < texts.length; index += 1) texts[index].textContent = translate(locale, texts[index].getAttribute('data-text'));
    doc.title = translate(locale, 'You are offline') + ' | Rongdhonu';

    var lines = readBagLines(storage);
    var list = doc.getElementById('offline-bag-lines');
    var pieces = 0;
    lines.forEach(function (line) {
      list.appendChild(lineItem(doc, line, locale));
      pieces += line.quantity;
    });
    doc.getElementById('offline-bag-count').textContent = lines.length > 0 ? translate(locale, pieces === 1 ? '{count} item' : '{count} items', { count: pieces }) : '';
    doc.getElementById('offline-bag-empty').hidden = lines.length > 0;
    doc.getElementById('offline-retry').addEventListener('click', function () {
      place.reload();
    });
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { pageLocale: pageLocale, readBagLines: readBagLines, renderOfflinePage: renderOfflinePage };
  } else {
    renderOfflinePage(document, window.localStorage, window.location, document.cookie);
  }
})();
