// Generated from schemas/print-dev.schema.json — do not edit; run npm run generate
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
      "category",
      "type"
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
      "category": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "type": {
        "type": "integer",
        "enum": [
          1,
          2
        ]
      },
      "dbLinkId": {
        "type": "string",
        "maxLength": 64
      },
      "sqlTemplate": {
        "type": "string",
        "maxLength": 20000
      },
      "leftFields": {
        "type": "string",
        "maxLength": 20000
      },
      "printTemplate": {
        "type": "string",
        "maxLength": 200000
      },
      "pageParam": {
        "type": "string",
        "maxLength": 5000
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
exports["79644e4d"] = validate10;
const schema11 = {"type":"object","required":["fullName","enCode","category","type"],"properties":{"fullName":{"type":"string","minLength":1,"maxLength":50},"enCode":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},"category":{"type":"string","minLength":1,"maxLength":64},"type":{"type":"integer","enum":[1,2]},"dbLinkId":{"type":"string","maxLength":64},"sqlTemplate":{"type":"string","maxLength":20000},"leftFields":{"type":"string","maxLength":20000},"printTemplate":{"type":"string","maxLength":200000},"pageParam":{"type":"string","maxLength":5000},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"79644e4d"};
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
/*# sourceURL="79644e4d" */;
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
if(data.category === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err4 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enCode !== undefined){
let data1 = data.enCode;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err7 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$",parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.category !== undefined){
let data2 = data.category;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err11 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.category,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.category,data:data2};
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
const err13 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data3 === 1) || (data3 === 2))){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dbLinkId !== undefined){
let data4 = data.dbLinkId;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err16 = {instancePath:instancePath+"/dbLinkId",schemaPath:"#/properties/dbLinkId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.dbLinkId,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/dbLinkId",schemaPath:"#/properties/dbLinkId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dbLinkId.type,parentSchema:schema11.properties.dbLinkId,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.sqlTemplate !== undefined){
let data5 = data.sqlTemplate;
if(typeof data5 === "string"){
if(func2(data5) > 20000){
const err18 = {instancePath:instancePath+"/sqlTemplate",schemaPath:"#/properties/sqlTemplate/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.sqlTemplate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/sqlTemplate",schemaPath:"#/properties/sqlTemplate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sqlTemplate.type,parentSchema:schema11.properties.sqlTemplate,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.leftFields !== undefined){
let data6 = data.leftFields;
if(typeof data6 === "string"){
if(func2(data6) > 20000){
const err20 = {instancePath:instancePath+"/leftFields",schemaPath:"#/properties/leftFields/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.leftFields,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/leftFields",schemaPath:"#/properties/leftFields/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.leftFields.type,parentSchema:schema11.properties.leftFields,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.printTemplate !== undefined){
let data7 = data.printTemplate;
if(typeof data7 === "string"){
if(func2(data7) > 200000){
const err22 = {instancePath:instancePath+"/printTemplate",schemaPath:"#/properties/printTemplate/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema11.properties.printTemplate,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/printTemplate",schemaPath:"#/properties/printTemplate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.printTemplate.type,parentSchema:schema11.properties.printTemplate,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.pageParam !== undefined){
let data8 = data.pageParam;
if(typeof data8 === "string"){
if(func2(data8) > 5000){
const err24 = {instancePath:instancePath+"/pageParam",schemaPath:"#/properties/pageParam/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.pageParam,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/pageParam",schemaPath:"#/properties/pageParam/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.pageParam.type,parentSchema:schema11.properties.pageParam,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data9 = data.enabledMark;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data9 === 0) || (data9 === 1))){
const err27 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data10 = data.sortCode;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err28 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 999999 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.description !== undefined){
let data11 = data.description;
if(typeof data11 === "string"){
if(func2(data11) > 500){
const err31 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
