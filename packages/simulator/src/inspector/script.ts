/**
 * The inspector page's script, plain browser JavaScript. It reads `GET /_simulator/state` and
 * `GET /_simulator/clock` whenever `GET /_simulator/revision` changes, and calls the control
 * routes for its buttons and forms. It builds every node with `textContent`: a value such as a
 * team named `<script>` is shown as text, never parsed as HTML.
 */
export const INSPECTOR_SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('inspector-config').textContent);
  var UI_PATH = '/_simulator/ui';
  var TOKEN_KEY = 'payments-simulator-admin-token';
  var POLL_MS = 1000;

  function apiBase() {
    if (location.protocol === 'http:' || location.protocol === 'https:') {
      var path = location.pathname;
      var at = path.lastIndexOf(UI_PATH);
      return location.origin + (at >= 0 ? path.slice(0, at) : '');
    }
    return config.baseUrl;
  }
  var base = apiBase();

  function storedToken() {
    try { return sessionStorage.getItem(TOKEN_KEY) || ''; } catch (e) { return ''; }
  }
  // The start banner's link carries a generated token in the fragment, which no request sends:
  // it is kept for this tab and taken out of the address bar at once.
  function linkedToken() {
    var match = /^#token=([^&]+)$/.exec(location.hash);
    if (!match) return '';
    try { history.replaceState(null, '', location.pathname + location.search); } catch (e) { /* no history */ }
    var linked = decodeURIComponent(match[1]);
    try { sessionStorage.setItem(TOKEN_KEY, linked); } catch (e) { /* storage unavailable */ }
    return linked;
  }
  var token = linkedToken() || storedToken();

  // ---- DOM helpers: text only ----
  function h(tag, props, children) {
    var node = document.createElement(tag);
    if (props) {
      Object.keys(props).forEach(function (name) {
        var value = props[name];
        if (value === undefined || value === null) return;
        if (name === 'class') node.className = value;
        else if (name.slice(0, 2) === 'on') node.addEventListener(name.slice(2), value);
        else if (name.slice(0, 5) === 'data-' || name === 'name' || name === 'for' || name === 'list' || name === 'title' || name === 'placeholder' || name === 'required' || name === 'min' || name === 'step') node.setAttribute(name, String(value));
        else node[name] = value;
      });
    }
    append(node, children);
    return node;
  }
  function append(node, children) {
    if (children === undefined || children === null) return;
    if (!Array.isArray(children)) children = [children];
    children.forEach(function (child) {
      if (child === undefined || child === null || child === false) return;
      if (Array.isArray(child)) append(node, child);
      else if (child instanceof Node) node.appendChild(child);
      else node.appendChild(document.createTextNode(String(child)));
    });
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
  function text(value) { return value === undefined || value === null || value === '' ? '-' : String(value); }
  function statusBadge(value) {
    return h('span', { class: 'status status-' + String(value).toLowerCase().replace(/[^a-z_]/g, ''), 'data-status': String(value) }, text(value));
  }
  function table(headers, rows, empty) {
    if (rows.length === 0) return h('p', { class: 'muted' }, empty || 'None.');
    return h('table', null, [
      h('thead', null, h('tr', null, headers.map(function (title) { return h('th', null, title); }))),
      h('tbody', null, rows.map(function (cells) {
        return h('tr', null, cells.map(function (cell) { return h('td', null, cell instanceof Node ? cell : text(cell)); }));
      })),
    ]);
  }
  function json(value) { return h('pre', null, JSON.stringify(value, null, 2)); }

  // Details elements keep their open state across refreshes.
  var openDetails = {};
  function details(key, summary, body) {
    var node = h('details', { 'data-key': key }, [h('summary', null, summary), body]);
    if (openDetails[key]) node.open = true;
    node.addEventListener('toggle', function () { openDetails[key] = node.open; });
    return node;
  }

  // Secrets are masked until revealed, one by one.
  var revealed = {};
  function mask(value) {
    var textValue = String(value);
    if (textValue.length <= 8) return '\u2022'.repeat(textValue.length);
    var cut = textValue.indexOf('_', textValue.indexOf('_') + 1);
    var head = cut > 0 && cut < 12 ? textValue.slice(0, cut + 1) : textValue.slice(0, 4);
    return head + '\u2022\u2022\u2022\u2022' + textValue.slice(-4);
  }
  function secret(key, value) {
    if (value === undefined || value === null || value === '') return h('span', { class: 'muted' }, '-');
    var shown = Boolean(revealed[key]);
    var view = h('code', { class: 'secret', 'data-secret': key }, shown ? String(value) : mask(value));
    var button = h('button', {
      type: 'button',
      class: 'reveal',
      onclick: function () {
        revealed[key] = !revealed[key];
        view.textContent = revealed[key] ? String(value) : mask(value);
        button.textContent = revealed[key] ? 'Hide' : 'Reveal';
      },
    }, shown ? 'Hide' : 'Reveal');
    return h('span', null, [view, ' ', button]);
  }

  // ---- Control API ----
  function showError(error) {
    var errors = document.getElementById('errors');
    var line = error && error.status
      ? error.status + ' ' + error.code + ': ' + error.message
      : 'Request failed: ' + (error && error.message ? error.message : String(error));
    errors.appendChild(h('div', { class: 'error', 'data-code': error && error.code ? error.code : '' }, [
      line,
      ' ',
      h('button', { type: 'button', onclick: function (event) { event.target.parentNode.remove(); } }, 'Dismiss'),
    ]));
    if (error && (error.code === 'ADMIN_TOKEN_REQUIRED' || error.code === 'ADMIN_TOKEN_INVALID')) {
      document.getElementById('token').focus();
    }
  }
  function api(method, path, body) {
    var headers = { accept: 'application/json' };
    // Every write says JSON: the server refuses control writes of any other type.
    if (body !== undefined || method !== 'GET') headers['content-type'] = 'application/json';
    if (token) headers.authorization = 'Bearer ' + token;
    var init = { method: method, headers: headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    return fetch(base + '/_simulator' + path, init).then(function (response) {
      return response.text().then(function (raw) {
        var envelope = null;
        try { envelope = raw ? JSON.parse(raw) : null; } catch (e) { envelope = null; }
        if (envelope && envelope.success === true) return envelope.data;
        var error = envelope && envelope.error ? envelope.error : { code: 'UNEXPECTED_RESPONSE', message: raw.slice(0, 200) };
        throw { status: response.status, code: String(error.code), message: String(error.message) };
      });
    });
  }
  function act(label, method, path, body) {
    return api(method, path, body).then(function (data) {
      document.getElementById('result').textContent = label + ': done';
      refresh(true);
      return data;
    }, function (error) {
      document.getElementById('result').textContent = label + ': failed';
      showError(error);
    });
  }
  function segment(value) { return encodeURIComponent(String(value).trim()); }

  // ---- Derived views ----
  var state = null;
  var clockInfo = null;
  var revision = null;

  function rows(name) { return (state && state.store && state.store[name]) || []; }
  function byKey(name, key) {
    var map = {};
    rows(name).forEach(function (row) { map[row[key]] = row; });
    return map;
  }
  function formatUnits(amount, decimals) {
    try {
      var value = BigInt(amount);
      var negative = value < 0n;
      if (negative) value = -value;
      var scale = 10n ** BigInt(decimals);
      var whole = value / scale;
      var fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
      return (negative ? '-' : '') + whole.toString() + (fraction ? '.' + fraction : '');
    } catch (e) {
      return String(amount);
    }
  }
  function mentions(value, id) { return id && JSON.stringify(value).indexOf(JSON.stringify(String(id)).slice(1, -1)) >= 0; }
  function timeline(ids, chainHashes, base) {
    var events = base.slice();
    var chainTxs = byKey('chainTxs', 'hash');
    (chainHashes || []).forEach(function (hash) {
      var tx = chainTxs[hash];
      if (!tx) return;
      events.push({ at: tx.submittedAt, label: 'chain tx ' + hash.slice(0, 10) + '... submitted' });
      if (tx.settledAt) events.push({ at: tx.settledAt, label: 'chain tx ' + hash.slice(0, 10) + '... ' + tx.status });
    });
    rows('webhookDeliveries').forEach(function (delivery) {
      if (ids.some(function (id) { return mentions(delivery.body, id); })) {
        events.push({ at: delivery.scheduledAt, label: 'webhook ' + delivery.event + ' (' + delivery.status + ')' });
      }
    });
    events.sort(function (a, b) { return String(a.at).localeCompare(String(b.at)); });
    return h('ol', { class: 'history' }, events.map(function (event) { return h('li', null, text(event.at) + ' \u2014 ' + event.label); }));
  }

  var views = {
    clock: function () {
      var lines = [h('p', null, ['Now: ', h('strong', { id: 'clock-now' }, state ? new Date(state.now).toISOString() : '-')])];
      if (clockInfo) {
        Object.keys(clockInfo).forEach(function (key) {
          if (key === 'now' || key === 'epochMs') return;
          lines.push(h('p', { class: 'muted' }, key + ': ' + JSON.stringify(clockInfo[key])));
        });
      }
      var settings = rows('settings')[0];
      if (settings) lines.push(h('p', { class: 'muted' }, 'Maintenance: ' + settings.maintenance + '; OTP gate: ' + settings.gates.otp + '; KYC gate: ' + settings.gates.kyc));
      lines.push(h('p', { class: 'muted' }, 'Seed: ' + state.seed + '; revision ' + revision));
      return lines;
    },
    apps: function () {
      return [
        table(['App', 'Name', 'Webhook URL', 'Webhook secret', 'Created'], rows('apps').map(function (app) {
          return [h('code', null, app.id), app.name, app.webhookUrl, secret('app-secret:' + app.id, app.webhookSecret), app.createdAt];
        })),
        h('h3', null, 'API keys'),
        table(['Key id', 'App', 'Name', 'Key', 'Environment', 'Type', 'Permissions', 'Scope', 'Revoked'], rows('apiKeys').map(function (key) {
          return [h('code', null, key.id), key.appId, key.name, secret('key:' + key.id, key.key), key.environment, key.type,
            key.permissions.join(', '), [key.teamId, key.profileId].filter(Boolean).join(' / '), key.revokedAt];
        })),
      ];
    },
    teams: function () {
      var profiles = byKey('profiles', 'id');
      var teams = rows('teams');
      if (teams.length === 0) return h('p', { class: 'muted' }, 'No teams.');
      return teams.map(function (team) {
        var members = rows('members').filter(function (member) { return member.teamId === team.id; });
        var invitations = rows('invitations').filter(function (invitation) { return invitation.teamId === team.id; });
        return h('div', { class: 'team', 'data-team': team.id }, [
          h('h3', null, [h('span', { class: 'team-name' }, team.name), ' ', h('code', { class: 'muted' }, team.id)]),
          h('p', { class: 'muted' }, 'App ' + team.appId + (team.isBusiness ? ', business' : '') + (team.otcApproved ? ', OTC provider' : '') + ', created ' + team.createdAt),
          table(['Member', 'Profile', 'Role', 'Joined'], members.map(function (member) {
            var profile = profiles[member.profileId];
            return [profile ? profile.nickname : '-', member.profileId, member.role, member.joinedAt];
          }), 'No members.'),
          invitations.length ? table(['Invitation', 'E-mail', 'Role', 'Status', 'Expires'], invitations.map(function (invitation) {
            return [invitation.id, invitation.email, invitation.role, statusBadge(invitation.status), invitation.expiresAt];
          })) : null,
        ]);
      });
    },
    users: function () {
      return [
        table(['User', 'E-mail', 'Username', 'Name', 'Country', 'Created'], rows('users').map(function (user) {
          return [user.id, user.email, user.username, user.firstName + ' ' + user.lastName, user.country, user.createdAt];
        })),
        h('h3', null, 'Profiles'),
        table(['Profile', 'Nickname', 'User', 'Team', 'App', 'Metadata'], rows('profiles').map(function (profile) {
          return [profile.id, profile.nickname, profile.userId, profile.teamId, profile.appId, JSON.stringify(profile.metadata)];
        })),
      ];
    },
    wallets: function () {
      var chains = {};
      rows('chains').forEach(function (chain) { chains[chain.chainId] = chain; });
      var tokens = byKey('tokens', 'id');
      var deployments = {};
      // A deployment names its chain by the chain row's id.
      rows('tokenDeployments').forEach(function (deployment) { deployments[deployment.chain + ':' + deployment.address.toLowerCase()] = deployment; });
      var balances = rows('balances');
      return [
        table(['Wallet', 'Address', 'Type', 'Custody', 'Team', 'Profile', 'Alias'], rows('wallets').map(function (wallet) {
          return [wallet.id, h('code', null, wallet.address), wallet.walletType, wallet.custody, wallet.teamId, wallet.profileId, wallet.alias];
        })),
        h('h3', null, 'Balances per chain'),
        table(['Chain', 'Address', 'Token', 'Amount'], balances.map(function (balance) {
          var chain = chains[balance.chainId];
          var deployment = chain ? deployments[chain.id + ':' + String(balance.tokenAddress).toLowerCase()] : undefined;
          var token = deployment ? tokens[deployment.tokenId] : undefined;
          return [chain ? chain.name + ' (' + balance.chainId + ')' : balance.chainId, h('code', null, balance.address),
            token ? token.symbol : balance.tokenAddress, deployment ? formatUnits(balance.amount, deployment.decimals) : balance.amount];
        })),
      ];
    },
    transactions: function () {
      return table(['Transaction', 'Status', 'Team', 'Profile', 'Created', 'Updated', 'History'], rows('transactions').map(function (tx) {
        return [h('code', null, tx.id), statusBadge(tx.status), tx.teamId, tx.profileId, tx.createdAt, tx.updatedAt,
          details('tx:' + tx.id, 'History', [timeline([tx.id], tx.chainTxHashes, [{ at: tx.createdAt, label: 'created' }, { at: tx.updatedAt, label: 'status ' + tx.status }]), json(tx)])];
      }));
    },
    'payment-requests': function () {
      var transactions = byKey('transactions', 'id');
      return table(['Request', 'Status', 'Amount', 'Maker team', 'Payer team', 'Custom id', 'Created', 'History'], rows('paymentRequests').map(function (request) {
        var tx = transactions[request.txId];
        var base = [{ at: request.createdAt, label: 'open' }];
        if (request.completedAt) base.push({ at: request.completedAt, label: request.status });
        else if (request.status !== 'open') base.push({ at: request.updatedAt, label: request.status });
        return [h('code', null, request.id), statusBadge(request.status), request.amount + (request.currencyToken ? ' ' + request.currencyToken : ' USD'),
          request.makerTeamId, request.payerTeamId, request.customId, request.createdAt,
          details('request:' + request.id, 'History', [timeline([request.id, request.txId], tx ? tx.chainTxHashes : [], base), json(request)])];
      }));
    },
    'chain-txs': function () {
      return table(['Hash', 'Chain', 'From', 'To', 'Amount', 'Status', 'Submitted', 'Settled', ''], rows('chainTxs').slice().reverse().map(function (tx) {
        return [h('code', null, tx.hash.slice(0, 18) + '...'), tx.chainId, h('code', null, tx.from), h('code', null, tx.to), tx.amount, statusBadge(tx.status),
          tx.submittedAt, tx.settledAt || tx.failureReason,
          tx.status === 'pending' ? h('span', null, [
            h('button', { type: 'button', 'data-confirm': tx.hash, onclick: function () { act('Confirm ' + tx.hash, 'POST', '/chain/txs/' + segment(tx.hash) + '/confirm', {}); } }, 'Confirm'),
            ' ',
            h('button', { type: 'button', onclick: function () { act('Fail ' + tx.hash, 'POST', '/chain/txs/' + segment(tx.hash) + '/fail', {}); } }, 'Fail'),
          ]) : ''];
      }));
    },
    otc: function () {
      var offers = rows('otcOffers');
      return [
        table(['Request', 'Status', 'Type', 'Amount', 'Currencies', 'Team', 'Created', 'Details'], rows('otcRequests').map(function (request) {
          return [h('code', null, request.id), statusBadge(request.status), request.type, request.amount, request.sellCurrency + ' \u2192 ' + request.buyCurrency,
            request.teamId, request.createdAt, details('otc:' + request.id, 'Splits', json(request.splits))];
        })),
        h('h3', null, 'Offers'),
        table(['Offer', 'Request', 'Provider team', 'Rate', 'Buy', 'Sell', 'Splits', 'Status', 'Expires'], offers.map(function (offer) {
          return [h('code', null, offer.id), offer.requestId, offer.providerTeamId, offer.rate, offer.buyAmount, offer.sellAmount, offer.splitCount,
            statusBadge(offer.status), new Date(offer.expiresAtMs).toISOString()];
        })),
      ];
    },
    ramp: function () {
      return table(['Order', 'Method', 'Status', 'Amount', 'Team', 'Wallet', 'History', ''], rows('rampOrders').map(function (order) {
        var open = ['created', 'awaiting_deposit', 'processing'].indexOf(order.status) >= 0;
        return [h('code', null, order.id), order.method, statusBadge(order.status), order.amount + ' ' + order.fiat + ' / ' + order.crypto, order.teamId,
          h('code', null, order.walletAddress), details('ramp:' + order.id, 'History', json(order.history)),
          open ? h('button', { type: 'button', onclick: function () { act('Complete ' + order.id, 'POST', '/ramp/orders/' + segment(order.id) + '/complete', {}); } }, 'Complete') : ''];
      }));
    },
    requests: function () {
      var journal = (state && state.requests) || { entries: [], dropped: 0 };
      var needle = requestFilter.trim().toLowerCase();
      var entries = journal.entries.slice().reverse().filter(function (entry) {
        if (!needle) return true;
        return [entry.operationId, entry.method + ' ' + entry.path, String(entry.status), entry.errorCode || '', entry.keyName || '']
          .some(function (value) { return value.toLowerCase().indexOf(needle) >= 0; });
      });
      var note = journal.dropped ? h('p', { class: 'muted' }, journal.dropped + ' older requests dropped.') : null;
      return [note, table(['#', 'At', 'Operation', 'Request', 'Status', 'Key', 'Fault', 'Body'], entries.map(function (entry) {
        var fault = entry.fault ? entry.fault.when + (entry.committed ? ', committed' : '') + ': ' + JSON.stringify(entry.fault) : '-';
        var query = Object.keys(entry.query || {}).length ? '?' + new URLSearchParams(entry.query).toString() : '';
        return [String(entry.seq), entry.at, h('code', null, entry.operationId), entry.method + ' ' + entry.path + query,
          h('span', { 'data-request-status': String(entry.status) }, [statusBadge(entry.status), entry.errorCode ? ' ' + entry.errorCode : '']),
          entry.keyName, fault, entry.body === null ? '-' : details('request:' + entry.seq, 'Body', json(entry.body))];
      }), needle ? 'No request matches the filter.' : 'No requests yet.')];
    },
    webhooks: function () {
      var deliveries = rows('webhookDeliveries').slice().reverse();
      if (deliveries.length === 0) return h('p', { class: 'muted' }, 'No deliveries.');
      return deliveries.map(function (delivery) {
        var headerRows = Object.keys(delivery.requestHeaders || {}).map(function (name) {
          var value = delivery.requestHeaders[name];
          return [name, /secret|signature|authorization/i.test(name) ? secret('webhook-header:' + delivery.id + ':' + name, value) : value];
        });
        return h('div', { class: 'delivery', 'data-event': delivery.event, 'data-delivery-status': delivery.status }, [
          details('webhook:' + delivery.id,
            [statusBadge(delivery.status), ' ', h('strong', null, delivery.event), ' \u2192 ', delivery.url, ' ',
              h('span', { class: 'muted' }, '(' + (delivery.responseStatus === null ? 'no answer' : 'answered ' + delivery.responseStatus) + (delivery.error ? ', ' + delivery.error : '') + ', ' + (delivery.deliveredAt || delivery.scheduledAt) + ')')],
            [h('h3', null, 'Request headers'), table(['Header', 'Value'], headerRows), h('h3', null, 'Payload'), json(delivery.body),
              h('h3', null, 'Receiver answer'), table(['Status', 'Error', 'Delivered'], [[delivery.responseStatus, delivery.error, delivery.deliveredAt]])]),
        ]);
      });
    },
    outbox: function () {
      return table(['Sent', 'To', 'Kind', 'Subject', 'OTP code', 'Text'], rows('outbox').slice().reverse().map(function (message) {
        return [message.sentAt, message.to, message.kind, message.subject, message.otp ? h('code', { class: 'otp' }, message.otp) : '-', message.text];
      }));
    },
    faults: function () {
      var faults = (state && state.faults) || [];
      return faults.length ? json(faults) : h('p', { class: 'muted' }, 'No fault rules.');
    },
  };

  function render() {
    Object.keys(views).forEach(function (id) {
      var container = document.querySelector('[data-view="' + id + '"]');
      if (!container) return;
      clear(container);
      try {
        append(container, views[id]());
      } catch (error) {
        append(container, h('p', { class: 'error' }, 'Cannot show this section: ' + error.message));
      }
    });
  }

  // ---- Forms ----
  function field(name, label, props) {
    return h('label', null, [label + ' ', h('input', Object.assign({ name: name }, props || {}))]);
  }
  function form(id, title, fields, buttons) {
    var node = h('form', { id: id, 'data-form': id, onsubmit: function (event) { event.preventDefault(); } }, [h('strong', null, title)].concat(fields, buttons(function () {
      var values = {};
      new FormData(node).forEach(function (value, key) { values[key] = String(value).trim(); });
      return values;
    })));
    return node;
  }
  function button(label, onclick, props) {
    return h('button', Object.assign({ type: 'button', onclick: onclick }, props || {}), label);
  }
  var MINUTE = 60000;
  // What the request journal is filtered on: a part of its operation, path, status, code or key.
  var requestFilter = '';
  var actions = {
    clock: function () {
      var advance = function (ms, label) { return button(label, function () { act('Advance ' + label, 'POST', '/clock/advance', { ms: ms }); }, { 'data-advance': String(ms) }); };
      return [
        h('div', { class: 'inline' }, [
          advance(MINUTE, '+1 min'), ' ', advance(60 * MINUTE, '+1 hour'), ' ', advance(24 * 60 * MINUTE, '+1 day'), ' ', advance(8 * 24 * 60 * MINUTE, '+8 days'), ' ',
          button('Freeze', function () { act('Freeze', 'POST', '/clock/freeze', {}); }, { id: 'clock-freeze' }), ' ',
          button('Resume', function () { act('Resume', 'POST', '/clock/resume', {}); }, { id: 'clock-resume' }),
        ]),
        form('advance-form', 'Advance by', [field('ms', 'ms', { type: 'number', min: '0', step: '1', placeholder: '60000' })], function (values) {
          return [button('Advance', function () { act('Advance', 'POST', '/clock/advance', { ms: Number(values().ms || 0) }); })];
        }),
      ];
    },
    wallets: function () {
      return form('fund-form', 'Fund a wallet', [
        field('chainId', 'Chain id', { type: 'number', placeholder: '84532' }),
        field('address', 'Address', { placeholder: '0x...', list: 'wallet-addresses' }),
        field('token', 'Token', { placeholder: 'USDC (empty: native coin)' }),
        field('amount', 'Amount', { placeholder: '100' }),
        h('datalist', { id: 'wallet-addresses' }),
      ], function (values) {
        return [button('Fund', function () {
          var v = values();
          var body = { chainId: Number(v.chainId), address: v.address, amount: v.amount };
          if (v.token) body.token = v.token;
          act('Fund ' + v.address, 'POST', '/chain/fund', body);
        })];
      });
    },
    'chain-txs': function () {
      return form('chain-tx-form', 'Pending chain transaction', [field('hash', 'Hash', { placeholder: '0x...' }), field('reason', 'Failure reason', { placeholder: 'optional' })], function (values) {
        return [
          button('Confirm', function () { act('Confirm', 'POST', '/chain/txs/' + segment(values().hash) + '/confirm', {}); }),
          button('Fail', function () { var v = values(); act('Fail', 'POST', '/chain/txs/' + segment(v.hash) + '/fail', v.reason ? { reason: v.reason } : {}); }),
        ];
      });
    },
    otc: function () {
      return form('otc-offer-form', 'Add an OTC offer', [
        field('requestId', 'Request id'), field('rate', 'Rate', { placeholder: 'reference rate' }), field('splits', 'Splits', { type: 'number', min: '1', placeholder: '1' }),
      ], function (values) {
        return [button('Add offer', function () {
          var v = values();
          var body = {};
          if (v.rate) body.rate = Number(v.rate);
          if (v.splits) body.splits = Number(v.splits);
          act('Offer on ' + v.requestId, 'POST', '/otc/' + segment(v.requestId) + '/offers', body);
        })];
      });
    },
    ramp: function () {
      return form('ramp-form', 'Ramp order', [field('orderId', 'Order id'), field('reason', 'Failure reason', { placeholder: 'optional' })], function (values) {
        return [
          button('Complete', function () { act('Complete ramp order', 'POST', '/ramp/orders/' + segment(values().orderId) + '/complete', {}); }),
          button('Fail', function () { var v = values(); act('Fail ramp order', 'POST', '/ramp/orders/' + segment(v.orderId) + '/fail', v.reason ? { reason: v.reason } : {}); }),
        ];
      });
    },
    requests: function () {
      return h('label', null, ['Filter ', h('input', {
        id: 'request-filter',
        type: 'search',
        placeholder: 'operation, path, status, code or key',
        oninput: function (event) {
          requestFilter = event.target.value;
          var container = document.querySelector('[data-view="requests"]');
          if (!container) return;
          clear(container);
          append(container, views.requests());
        },
      })]);
    },
    faults: function () {
      return form('fault-form', 'Set a fault', [
        field('operationId', 'Operation id', { placeholder: 'createRequest' }), field('path', 'or path', { placeholder: '/v1/...' }),
        field('status', 'Status', { type: 'number', placeholder: '503' }), field('code', 'Code', { placeholder: 'SIMULATED_FAULT' }),
        field('count', 'Count', { type: 'number', min: '1', placeholder: 'unlimited' }),
      ], function (values) {
        return [
          button('Add rule', function () {
            var v = values();
            var rule = { status: Number(v.status || 503) };
            if (v.operationId) rule.operationId = v.operationId;
            if (v.path) rule.path = v.path;
            if (v.code) rule.code = v.code;
            if (v.count) rule.count = Number(v.count);
            var current = ((state && state.faults) || []).map(function (existing) {
              var copy = Object.assign({}, existing);
              if (copy.remaining !== undefined) copy.count = copy.remaining;
              delete copy.remaining;
              return copy;
            });
            act('Set fault', 'PUT', '/faults', { rules: current.concat([rule]) });
          }),
          button('Clear faults', function () { act('Clear faults', 'PUT', '/faults', { rules: [] }); }),
        ];
      });
    },
  };
  Object.keys(actions).forEach(function (id) {
    var container = document.querySelector('[data-actions="' + id + '"]');
    if (container) append(container, actions[id]());
  });

  // ---- Refresh ----
  var loading = false;
  function setStatus(message) { document.getElementById('status').textContent = message; }
  function refresh(force) {
    if (loading) return Promise.resolve();
    loading = true;
    return api('GET', '/revision').then(function (current) {
      if (!force && state && current.revision === revision) return;
      return Promise.all([api('GET', '/state'), api('GET', '/clock')]).then(function (results) {
        state = results[0];
        clockInfo = results[1];
        revision = current.revision;
        var list = document.getElementById('wallet-addresses');
        if (list) {
          clear(list);
          rows('wallets').forEach(function (wallet) { list.appendChild(h('option', { value: wallet.address })); });
        }
        render();
        document.body.setAttribute('data-revision', revision);
      });
    }).then(function () {
      setStatus('Live: ' + base + ' (revision ' + revision + ')');
    }, function (error) {
      setStatus('Not connected: ' + (error && error.code ? error.status + ' ' + error.code : String(error && error.message)));
      if (error && (error.code === 'ADMIN_TOKEN_REQUIRED' || error.code === 'ADMIN_TOKEN_INVALID')) {
        document.body.setAttribute('data-needs-token', 'true');
      }
    }).then(function () { loading = false; });
  }

  document.getElementById('token').value = token;
  document.getElementById('token-form').addEventListener('submit', function (event) {
    event.preventDefault();
    token = document.getElementById('token').value.trim();
    try { sessionStorage.setItem(TOKEN_KEY, token); } catch (e) { /* storage unavailable */ }
    document.body.removeAttribute('data-needs-token');
    refresh(true);
  });
  refresh(true);
  setInterval(function () { refresh(false); }, POLL_MS);
})();
`;
