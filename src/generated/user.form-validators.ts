// Generated from schemas/user.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "account",
      "realName",
      "organizeId"
    ],
    "properties": {
      "account": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9@._-]+$"
      },
      "realName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "gender": {
        "type": "integer",
        "enum": [
          0,
          1,
          2
        ]
      },
      "organizeId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 2000
      },
      "managerId": {
        "type": "string",
        "maxLength": 64
      },
      "positionId": {
        "type": "string",
        "maxLength": 2000
      },
      "roleId": {
        "type": "string",
        "maxLength": 2000
      },
      "groupId": {
        "type": "string",
        "maxLength": 2000
      },
      "mobilePhone": {
        "type": "string",
        "maxLength": 20,
        "pattern": "^(1[3-9][0-9]{9})?$"
      },
      "email": {
        "type": "string",
        "maxLength": 100,
        "pattern": "^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$"
      },
      "headIcon": {
        "type": "string",
        "maxLength": 500,
        "pattern": "^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$"
      },
      "nation": {
        "type": "string",
        "maxLength": 50
      },
      "nativePlace": {
        "type": "string",
        "maxLength": 100
      },
      "entryDate": {
        "type": "integer",
        "minimum": 0
      },
      "certificatesType": {
        "type": "string",
        "maxLength": 50
      },
      "certificatesNumber": {
        "type": "string",
        "maxLength": 50
      },
      "education": {
        "type": "string",
        "maxLength": 50
      },
      "birthday": {
        "type": "integer",
        "minimum": 0
      },
      "telePhone": {
        "type": "string",
        "maxLength": 30
      },
      "landline": {
        "type": "string",
        "maxLength": 30
      },
      "urgentContacts": {
        "type": "string",
        "maxLength": 50
      },
      "urgentTelePhone": {
        "type": "string",
        "maxLength": 30
      },
      "postalAddress": {
        "type": "string",
        "maxLength": 200
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1,
          2
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
exports["2803d841"] = validate10;
const schema11 = {"type":"object","required":["account","realName","organizeId"],"properties":{"account":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9@._-]+$"},"realName":{"type":"string","minLength":1,"maxLength":50},"gender":{"type":"integer","enum":[0,1,2]},"organizeId":{"type":"string","minLength":1,"maxLength":2000},"managerId":{"type":"string","maxLength":64},"positionId":{"type":"string","maxLength":2000},"roleId":{"type":"string","maxLength":2000},"groupId":{"type":"string","maxLength":2000},"mobilePhone":{"type":"string","maxLength":20,"pattern":"^(1[3-9][0-9]{9})?$"},"email":{"type":"string","maxLength":100,"pattern":"^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$"},"headIcon":{"type":"string","maxLength":500,"pattern":"^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$"},"nation":{"type":"string","maxLength":50},"nativePlace":{"type":"string","maxLength":100},"entryDate":{"type":"integer","minimum":0},"certificatesType":{"type":"string","maxLength":50},"certificatesNumber":{"type":"string","maxLength":50},"education":{"type":"string","maxLength":50},"birthday":{"type":"integer","minimum":0},"telePhone":{"type":"string","maxLength":30},"landline":{"type":"string","maxLength":30},"urgentContacts":{"type":"string","maxLength":50},"urgentTelePhone":{"type":"string","maxLength":30},"postalAddress":{"type":"string","maxLength":200},"enabledMark":{"type":"integer","enum":[0,1,2]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"2803d841"};
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
const pattern0 = new RegExp("^[A-Za-z0-9@._-]+$", "u");
const pattern1 = new RegExp("^(1[3-9][0-9]{9})?$", "u");
const pattern2 = new RegExp("^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$", "u");
const pattern3 = new RegExp("^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2803d841" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.account === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.realName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "realName"},message:"must have required property '"+"realName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.organizeId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organizeId"},message:"must have required property '"+"organizeId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.account !== undefined){
let data0 = data.account;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err3 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.account,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.account,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9@._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9@._-]+$"+"\"",schema:"^[A-Za-z0-9@._-]+$",parentSchema:schema11.properties.account,data:data0};
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
const err6 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.account.type,parentSchema:schema11.properties.account,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.realName !== undefined){
let data1 = data.realName;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err7 = {instancePath:instancePath+"/realName",schemaPath:"#/properties/realName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.realName,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/realName",schemaPath:"#/properties/realName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.realName,data:data1};
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
const err9 = {instancePath:instancePath+"/realName",schemaPath:"#/properties/realName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.realName.type,parentSchema:schema11.properties.realName,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.gender !== undefined){
let data2 = data.gender;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.gender.type,parentSchema:schema11.properties.gender,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === 0) || (data2 === 1)) || (data2 === 2))){
const err11 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema11.properties.gender.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.gender.enum,parentSchema:schema11.properties.gender,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.organizeId !== undefined){
let data3 = data.organizeId;
if(typeof data3 === "string"){
if(func2(data3) > 2000){
const err12 = {instancePath:instancePath+"/organizeId",schemaPath:"#/properties/organizeId/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.organizeId,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data3) < 1){
const err13 = {instancePath:instancePath+"/organizeId",schemaPath:"#/properties/organizeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.organizeId,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/organizeId",schemaPath:"#/properties/organizeId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.organizeId.type,parentSchema:schema11.properties.organizeId,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.managerId !== undefined){
let data4 = data.managerId;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err15 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.managerId,data:data4};
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
const err16 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.managerId.type,parentSchema:schema11.properties.managerId,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.positionId !== undefined){
let data5 = data.positionId;
if(typeof data5 === "string"){
if(func2(data5) > 2000){
const err17 = {instancePath:instancePath+"/positionId",schemaPath:"#/properties/positionId/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.positionId,data:data5};
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
const err18 = {instancePath:instancePath+"/positionId",schemaPath:"#/properties/positionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.positionId.type,parentSchema:schema11.properties.positionId,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.roleId !== undefined){
let data6 = data.roleId;
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err19 = {instancePath:instancePath+"/roleId",schemaPath:"#/properties/roleId/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.roleId,data:data6};
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
const err20 = {instancePath:instancePath+"/roleId",schemaPath:"#/properties/roleId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.roleId.type,parentSchema:schema11.properties.roleId,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.groupId !== undefined){
let data7 = data.groupId;
if(typeof data7 === "string"){
if(func2(data7) > 2000){
const err21 = {instancePath:instancePath+"/groupId",schemaPath:"#/properties/groupId/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.groupId,data:data7};
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
const err22 = {instancePath:instancePath+"/groupId",schemaPath:"#/properties/groupId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.groupId.type,parentSchema:schema11.properties.groupId,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.mobilePhone !== undefined){
let data8 = data.mobilePhone;
if(typeof data8 === "string"){
if(func2(data8) > 20){
const err23 = {instancePath:instancePath+"/mobilePhone",schemaPath:"#/properties/mobilePhone/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.mobilePhone,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern1.test(data8)){
const err24 = {instancePath:instancePath+"/mobilePhone",schemaPath:"#/properties/mobilePhone/pattern",keyword:"pattern",params:{pattern: "^(1[3-9][0-9]{9})?$"},message:"must match pattern \""+"^(1[3-9][0-9]{9})?$"+"\"",schema:"^(1[3-9][0-9]{9})?$",parentSchema:schema11.properties.mobilePhone,data:data8};
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
const err25 = {instancePath:instancePath+"/mobilePhone",schemaPath:"#/properties/mobilePhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mobilePhone.type,parentSchema:schema11.properties.mobilePhone,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(func2(data9) > 100){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern2.test(data9)){
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$"},message:"must match pattern \""+"^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$"+"\"",schema:"^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$",parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.headIcon !== undefined){
let data10 = data.headIcon;
if(typeof data10 === "string"){
if(func2(data10) > 500){
const err29 = {instancePath:instancePath+"/headIcon",schemaPath:"#/properties/headIcon/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.headIcon,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern3.test(data10)){
const err30 = {instancePath:instancePath+"/headIcon",schemaPath:"#/properties/headIcon/pattern",keyword:"pattern",params:{pattern: "^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$"},message:"must match pattern \""+"^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$"+"\"",schema:"^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$",parentSchema:schema11.properties.headIcon,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/headIcon",schemaPath:"#/properties/headIcon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.headIcon.type,parentSchema:schema11.properties.headIcon,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.nation !== undefined){
let data11 = data.nation;
if(typeof data11 === "string"){
if(func2(data11) > 50){
const err32 = {instancePath:instancePath+"/nation",schemaPath:"#/properties/nation/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.nation,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/nation",schemaPath:"#/properties/nation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.nation.type,parentSchema:schema11.properties.nation,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.nativePlace !== undefined){
let data12 = data.nativePlace;
if(typeof data12 === "string"){
if(func2(data12) > 100){
const err34 = {instancePath:instancePath+"/nativePlace",schemaPath:"#/properties/nativePlace/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.nativePlace,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/nativePlace",schemaPath:"#/properties/nativePlace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.nativePlace.type,parentSchema:schema11.properties.nativePlace,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.entryDate !== undefined){
let data13 = data.entryDate;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err36 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.entryDate.type,parentSchema:schema11.properties.entryDate,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 < 0 || isNaN(data13)){
const err37 = {instancePath:instancePath+"/entryDate",schemaPath:"#/properties/entryDate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.entryDate,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.certificatesType !== undefined){
let data14 = data.certificatesType;
if(typeof data14 === "string"){
if(func2(data14) > 50){
const err38 = {instancePath:instancePath+"/certificatesType",schemaPath:"#/properties/certificatesType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.certificatesType,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/certificatesType",schemaPath:"#/properties/certificatesType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.certificatesType.type,parentSchema:schema11.properties.certificatesType,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.certificatesNumber !== undefined){
let data15 = data.certificatesNumber;
if(typeof data15 === "string"){
if(func2(data15) > 50){
const err40 = {instancePath:instancePath+"/certificatesNumber",schemaPath:"#/properties/certificatesNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.certificatesNumber,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/certificatesNumber",schemaPath:"#/properties/certificatesNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.certificatesNumber.type,parentSchema:schema11.properties.certificatesNumber,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.education !== undefined){
let data16 = data.education;
if(typeof data16 === "string"){
if(func2(data16) > 50){
const err42 = {instancePath:instancePath+"/education",schemaPath:"#/properties/education/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.education,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/education",schemaPath:"#/properties/education/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.education.type,parentSchema:schema11.properties.education,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.birthday !== undefined){
let data17 = data.birthday;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err44 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.birthday.type,parentSchema:schema11.properties.birthday,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.birthday,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.telePhone !== undefined){
let data18 = data.telePhone;
if(typeof data18 === "string"){
if(func2(data18) > 30){
const err46 = {instancePath:instancePath+"/telePhone",schemaPath:"#/properties/telePhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.telePhone,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/telePhone",schemaPath:"#/properties/telePhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.telePhone.type,parentSchema:schema11.properties.telePhone,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.landline !== undefined){
let data19 = data.landline;
if(typeof data19 === "string"){
if(func2(data19) > 30){
const err48 = {instancePath:instancePath+"/landline",schemaPath:"#/properties/landline/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.landline,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/landline",schemaPath:"#/properties/landline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.landline.type,parentSchema:schema11.properties.landline,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.urgentContacts !== undefined){
let data20 = data.urgentContacts;
if(typeof data20 === "string"){
if(func2(data20) > 50){
const err50 = {instancePath:instancePath+"/urgentContacts",schemaPath:"#/properties/urgentContacts/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.urgentContacts,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/urgentContacts",schemaPath:"#/properties/urgentContacts/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.urgentContacts.type,parentSchema:schema11.properties.urgentContacts,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.urgentTelePhone !== undefined){
let data21 = data.urgentTelePhone;
if(typeof data21 === "string"){
if(func2(data21) > 30){
const err52 = {instancePath:instancePath+"/urgentTelePhone",schemaPath:"#/properties/urgentTelePhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.urgentTelePhone,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/urgentTelePhone",schemaPath:"#/properties/urgentTelePhone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.urgentTelePhone.type,parentSchema:schema11.properties.urgentTelePhone,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.postalAddress !== undefined){
let data22 = data.postalAddress;
if(typeof data22 === "string"){
if(func2(data22) > 200){
const err54 = {instancePath:instancePath+"/postalAddress",schemaPath:"#/properties/postalAddress/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.postalAddress,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/postalAddress",schemaPath:"#/properties/postalAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.postalAddress.type,parentSchema:schema11.properties.postalAddress,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data23 = data.enabledMark;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err56 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!(((data23 === 0) || (data23 === 1)) || (data23 === 2))){
const err57 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data24 = data.sortCode;
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err58 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data24 == "number"){
if(data24 > 999999 || isNaN(data24)){
const err59 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data24};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err60 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data24};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.description !== undefined){
let data25 = data.description;
if(typeof data25 === "string"){
if(func2(data25) > 500){
const err61 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data25};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data25};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
