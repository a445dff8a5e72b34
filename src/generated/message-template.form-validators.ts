// Generated from schemas/message-template.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "messageType"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "templateType": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "messageSource": {
        "type": "string",
        "maxLength": 64
      },
      "messageType": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "title": {
        "type": "string",
        "maxLength": 200
      },
      "content": {
        "type": "string",
        "maxLength": 20000
      },
      "templateCode": {
        "type": "string",
        "maxLength": 200
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["53cbb9b5"] = validate10;
const schema11 = {"type":"object","required":["fullName","enCode","messageType"],"properties":{"fullName":{"type":"string","minLength":1,"maxLength":50},"enCode":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},"templateType":{"type":"integer","enum":[0,1]},"messageSource":{"type":"string","maxLength":64},"messageType":{"type":"string","minLength":1,"maxLength":64},"title":{"type":"string","maxLength":200},"content":{"type":"string","maxLength":20000},"templateCode":{"type":"string","maxLength":200},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"53cbb9b5"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const pattern0 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="53cbb9b5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enCode"},message:"must have required property '"+"enCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.messageType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageType"},message:"must have required property '"+"messageType"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err3 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enCode !== undefined){
let data1 = data.enCode;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err6 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$",parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.templateType !== undefined){
let data2 = data.templateType;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/templateType",schemaPath:"#/properties/templateType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.templateType.type,parentSchema:schema11.properties.templateType,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err11 = {instancePath:instancePath+"/templateType",schemaPath:"#/properties/templateType/enum",keyword:"enum",params:{allowedValues: schema11.properties.templateType.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.templateType.enum,parentSchema:schema11.properties.templateType,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.messageSource !== undefined){
let data3 = data.messageSource;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err12 = {instancePath:instancePath+"/messageSource",schemaPath:"#/properties/messageSource/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.messageSource,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/messageSource",schemaPath:"#/properties/messageSource/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.messageSource.type,parentSchema:schema11.properties.messageSource,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.messageType !== undefined){
let data4 = data.messageType;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err14 = {instancePath:instancePath+"/messageType",schemaPath:"#/properties/messageType/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.messageType,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data4) < 1){
const err15 = {instancePath:instancePath+"/messageType",schemaPath:"#/properties/messageType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.messageType,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/messageType",schemaPath:"#/properties/messageType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.messageType.type,parentSchema:schema11.properties.messageType,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.title !== undefined){
let data5 = data.title;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err17 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.title,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.content !== undefined){
let data6 = data.content;
if(typeof data6 === "string"){
if(func2(data6) > 20000){
const err19 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.content,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.content.type,parentSchema:schema11.properties.content,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.templateCode !== undefined){
let data7 = data.templateCode;
if(typeof data7 === "string"){
if(func2(data7) > 200){
const err21 = {instancePath:instancePath+"/templateCode",schemaPath:"#/properties/templateCode/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.templateCode,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/templateCode",schemaPath:"#/properties/templateCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.templateCode.type,parentSchema:schema11.properties.templateCode,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data8 = data.enabledMark;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err23 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data8 === 0) || (data8 === 1))){
const err24 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data9 = data.sortCode;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err25 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 999999 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.description !== undefined){
let data10 = data.description;
if(typeof data10 === "string"){
if(func2(data10) > 500){
const err28 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
