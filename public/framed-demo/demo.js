/* global window, document, URLSearchParams, fetch, Blob */
// Everything shown is set as text, never as HTML: the query comes from whoever opened the page.
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var fragment = new URLSearchParams(window.location.hash.slice(1));
  var token = fragment.get('token') || params.get('token') || '';
  var show = function (id, text) {
    document.getElementById(id).textContent = text;
  };
  show('screen', params.get('screen') || '-');
  show('query', window.location.search || '-');
  show('token', token ? token.slice(0, 10) + '…' : '-');
  // A fresh id per load: a frame kept alive keeps it, a reloaded one does not.
  show('load-id', Math.random().toString(36).slice(2, 10));
  show('holder', token ? '…' : '-');

  if (token) {
    fetch('/api/permission/Users/GctosToken/Actions/Verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: token }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        show('holder', answer.code === 200 ? answer.data.account + ' (' + answer.data.realName + ')' : answer.msg);
      })
      .catch(function () {
        show('holder', '?');
      });
  }

  // The parent may be on another origin; these messages carry nothing secret.
  document.getElementById('send-fr').addEventListener('click', function () {
    window.parent.postMessage({ type: 'fr', url: window.location.origin + '/framed-demo/index.html?screen=report' }, '*');
  });

  /** A one-page PDF saying "Portside demo", built here so the demo needs no file. */
  function demoPdf() {
    var objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      null,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    var stream = 'BT /F1 18 Tf 40 70 Td (Portside demo) Tj ET';
    objects[3] = '<< /Length ' + stream.length + ' >>\nstream\n' + stream + '\nendstream';
    var pdf = '%PDF-1.4\n';
    var offsets = [];
    objects.forEach(function (body, index) {
      offsets.push(pdf.length);
      pdf += index + 1 + ' 0 obj\n' + body + '\nendobj\n';
    });
    var xref = pdf.length;
    pdf += 'xref\n0 ' + (objects.length + 1) + '\n0000000000 65535 f \n';
    offsets.forEach(function (offset) {
      pdf += String(offset).padStart(10, '0') + ' 00000 n \n';
    });
    pdf += 'trailer\n<< /Size ' + (objects.length + 1) + ' /Root 1 0 R >>\nstartxref\n' + xref + '\n%%EOF\n';
    return new Blob([pdf], { type: 'application/pdf' });
  }

  document.getElementById('send-pdf').addEventListener('click', function () {
    window.parent.postMessage({ type: 'pdf', blob: demoPdf(), title: '演示PDF' }, '*');
  });
})();
