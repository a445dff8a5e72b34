/**
 * The JavaScript that runs inside QuickJS around a form's handler (never on the page): it gives the
 * handler JNPF's argument object — `{ data, rowIndex, formData, setFormData, setShowOrHide,
 * setRequired, setDisabled, onlineUtils }`, the signature of the designer's template
 * `({ data, rowIndex, formData, setFormData, … }) => { // 在此编写代码 }` — and hands back the form
 * data as the handler left it. It is called with the handler and the context as JSON, and returns a
 * reader called after the VM's pending jobs ran, so an async handler's changes count too.
 *
 * setFormData('field', v) sets a main-form field; setFormData('tableField.column', v) sets that
 * column of the row the change happened in (JNPF's active row), and nothing outside a row.
 * setShowOrHide/setRequired/setDisabled are recorded as effects for the renderer to apply.
 */
export const SANDBOX_PRELUDE = `(function (handler, input) {
  'use strict';
  var context = JSON.parse(input);
  var formData = context.data && typeof context.data === 'object' ? context.data : {};
  var rowIndex = context.rowIndex;
  var effects = [];
  var state = { done: false, error: undefined };
  function setFormData(prop, value) {
    var name = String(prop);
    var dot = name.indexOf('.');
    if (dot < 0) {
      formData[name] = value;
      return;
    }
    var rows = formData[name.slice(0, dot)];
    if (Array.isArray(rows) && typeof rowIndex === 'number' && rows[rowIndex] && typeof rows[rowIndex] === 'object') {
      rows[rowIndex][name.slice(dot + 1)] = value;
    }
  }
  function effect(kind) {
    return function (prop, value) {
      effects.push({ kind: kind, prop: String(prop), value: Boolean(value) });
    };
  }
  var returned = handler({
    data: context.value,
    rowIndex: rowIndex,
    formData: formData,
    setFormData: setFormData,
    setShowOrHide: effect('showOrHide'),
    setRequired: effect('required'),
    setDisabled: effect('disabled'),
    onlineUtils: {},
  });
  if (returned && typeof returned.then === 'function') {
    returned.then(
      function () { state.done = true; },
      function (error) { state.error = String(error && error.message ? error.message : error); state.done = true; }
    );
  } else {
    state.done = true;
  }
  return function () {
    return JSON.stringify({ done: state.done, error: state.error, data: formData, effects: effects });
  };
})`;
